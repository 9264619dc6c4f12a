import PlaceholderCore

/// The folders in the sidebar.
enum Folder: CaseIterable, Sendable {
  case inbox, sent, drafts, spam

  /// The folder's row in the sidebar; the underscore marks the letter Alt
  /// selects it with.
  var title: String {
    switch self {
    case .inbox: "_Inbox"
    case .sent: "_Sent"
    case .drafts: "_Drafts"
    case .spam: "S_pam"
    }
  }

  /// The folder's icon in the sidebar (Adwaita's icon theme).
  var iconName: String {
    switch self {
    case .inbox: "mail-unread-symbolic"
    case .sent: "mail-send-symbolic"
    case .drafts: "document-edit-symbolic"
    case .spam: "mail-mark-junk-symbolic"
    }
  }

  /// What the message list shows when the folder holds no message (a
  /// search that finds nothing shows "No Results" instead).
  var emptyPlaceholder: PlaceholderContent {
    switch self {
    case .drafts:
      PlaceholderContent(
        image: .icon("document-edit-symbolic"), title: "No Drafts",
        detail: .plain("Messages you start and do not send yet are kept here."))
    case .inbox, .sent, .spam:
      PlaceholderContent(
        image: .icon("mail-read-symbolic"), title: "No Messages", detail: .plain("This folder is empty."))
    }
  }
}
