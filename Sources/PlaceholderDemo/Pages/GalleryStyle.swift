import PlaceholderCore

/// One empty state of the gallery: what real apps show when they have
/// nothing (DZNEmptyDataSet's demo was a gallery of such screens), and what
/// its button does.
struct GalleryStyle {
  /// What the placeholder's button (or a tap anywhere) does.
  enum Action {
    /// Nothing: the style has no button.
    case none
    /// Says something on the status line.
    case status(String)
    /// Fills the list with rows (the placeholder goes away) and says so.
    case addRows([String], status: String)
    /// Shows "Reconnecting…" for a moment, then the error again: there is
    /// no Wi-Fi in a gallery.
    case reconnect
  }

  /// The style's name in `--screenshot` file names and tests.
  let slug: String
  /// The style's name in the list, translated.
  let name: String
  /// The list's icon for it.
  let icon: String
  /// The placeholder.
  let content: PlaceholderContent
  /// What its button does.
  let action: Action
  /// The custom view the page shows in place of the stock layout, if any.
  var customView: CustomView? = nil

  /// The gallery's custom views: the page makes a `CustomPlaceholder` for each.
  enum CustomView: Hashable {
    /// A sign-in form.
    case signIn
    /// A first-run checklist.
    case welcome
  }

  /// The gallery, in list order. O(1): seventeen values.
  @MainActor
  static func all() -> [GalleryStyle] {
    [
      GalleryStyle(
        slug: "photos", name: translate("Photos"), icon: "camera-photo-symbolic",
        content: PlaceholderContent(
          image: .icon("camera-photo-symbolic"), title: translate("No Photos Yet"),
          detail: .plain(translate("Photos you take or import show up here, sorted by the day they were taken.")),
          button: PlaceholderButton(title: translate("Import Photos…"), style: .suggested)),
        action: .addRows(
          ["IMG_2041.jpg", "IMG_2042.jpg", "IMG_2043.jpg", "Harbour at dusk.png", "Scan 12.pdf"],
          status: translate("Imported 5 photos: the list has rows, so the placeholder went away."))),
      GalleryStyle(
        slug: "inbox", name: translate("Inbox"), icon: "mail-read-symbolic",
        content: PlaceholderContent(
          image: .icon("mail-read-symbolic"), title: translate("You’re All Caught Up"),
          detail: .plain(translate("No new mail. Enjoy the quiet.")),
          button: PlaceholderButton(title: translate("Compose"), style: .pill)),
        action: .addRows(
          [translate("New message (draft)")], status: translate("Compose ran: a draft is now in the list."))),
      GalleryStyle(
        slug: "no-wifi", name: translate("No Wi-Fi"), icon: "network-wireless-offline-symbolic",
        content: PlaceholderContent(
          image: .icon("network-wireless-offline-symbolic"), title: translate("No Internet Connection"),
          detail: .plain(translate("Turn on Wi-Fi or connect a cable. Tap anywhere to try again.")),
          behavior: PlaceholderBehavior(tapAnywhereTriggersAction: true)),
        action: .reconnect),
      GalleryStyle(
        slug: "no-results", name: translate("Search"), icon: "system-search-symbolic",
        content: .noResults(query: translate("blue whale")),
        action: .addRows(
          [translate("Blue tit"), translate("Humpback whale"), translate("Killer whale"), translate("Whale shark")],
          status: translate("Clear Search ran: every result is back."))),
      GalleryStyle(
        slug: "loading", name: translate("Loading"), icon: "content-loading-symbolic",
        content: PlaceholderContent(
          showsSpinner: true, title: translate("Loading your library…"),
          detail: .plain(translate("The first time can take a minute.")),
          behavior: PlaceholderBehavior(isTouchAllowed: false)),
        action: .none),
      GalleryStyle(
        slug: "sign-in", name: translate("Sign In"), icon: "avatar-default-symbolic",
        content: PlaceholderContent(
          title: translate("Sign in to sync"),
          detail: .plain(translate("Your lists follow you to every device."))),
        action: .none, customView: .signIn),
      GalleryStyle(
        slug: "welcome", name: translate("Welcome"), icon: "object-select-symbolic",
        content: PlaceholderContent(
          title: translate("Welcome to Tasks"), detail: .plain(translate("Three steps to your first list."))),
        action: .none, customView: .welcome),
      GalleryStyle(
        slug: "music", name: translate("Music"), icon: "audio-x-generic-symbolic",
        content: PlaceholderContent(
          image: .icon("audio-x-generic-symbolic"), imageAnimation: .pulse, title: translate("Your Playlist Is Empty"),
          detail: .plain(translate("Add songs and they play here, one after another.")),
          button: PlaceholderButton(title: translate("Browse Music"), style: .standard)),
        action: .addRows(
          [translate("Track 1 — Morning"), translate("Track 2 — Noon"), translate("Track 3 — Night")],
          status: translate("Browse Music ran: three songs were added."))),
      GalleryStyle(
        slug: "downloads", name: translate("Downloads"), icon: "folder-download-symbolic",
        content: PlaceholderContent(
          image: .icon("folder-download-symbolic"), imageAnimation: .bounce, title: translate("No Downloads"),
          detail: .plain(translate("Files you download appear here.")),
          button: PlaceholderButton(title: translate("Open Downloads Folder"), style: .flat)),
        action: .status(translate("Open Downloads Folder ran: a file manager would open now."))),
      GalleryStyle(
        slug: "sync", name: translate("Sync"), icon: "view-refresh-symbolic",
        content: PlaceholderContent(
          image: .icon("view-refresh-symbolic"), imageAnimation: .spin, title: translate("Syncing Your Notes"),
          detail: .plain(translate("Notes from your other devices arrive in a moment.")),
          behavior: PlaceholderBehavior(isTouchAllowed: false)),
        action: .none),
      GalleryStyle(
        slug: "offset", name: translate("Calendar"), icon: "x-office-calendar-symbolic",
        content: PlaceholderContent(
          image: .icon("x-office-calendar-symbolic"), title: translate("Nothing Scheduled"),
          detail: .plain(translate("Raised by 90 pixels: a vertical offset.")),
          button: PlaceholderButton(title: translate("New Event"), style: .pill),
          appearance: PlaceholderAppearance(layout: .center(y: -90))),
        action: .addRows([translate("Dentist, 9:30")], status: translate("New Event ran: an event was added."))),
      GalleryStyle(
        slug: "spacing", name: translate("Notes"), icon: "document-edit-symbolic",
        content: PlaceholderContent(
          image: .icon("document-edit-symbolic"), title: translate("No Notes"),
          detail: .plain(translate("Jot something down. Notes save as you type.")),
          button: PlaceholderButton(title: translate("New Note"), style: .suggested),
          appearance: PlaceholderAppearance(spacing: 36)),
        action: .addRows([translate("Untitled note")], status: translate("New Note ran: a note was added."))),
      GalleryStyle(
        slug: "themed", name: translate("Favourites"), icon: "starred-symbolic",
        content: PlaceholderContent(
          image: .icon("starred-symbolic"), title: translate("No Favourites"),
          detail: .plain(translate("Star the things you love to find them here. The background is the theme’s.")),
          appearance: PlaceholderAppearance(background: .themed("window_bg_color"))),
        action: .none),
      GalleryStyle(
        slug: "colored", name: translate("Garden"), icon: "emoji-nature-symbolic",
        content: PlaceholderContent(
          image: .icon("emoji-nature-symbolic"), title: translate("Your Garden Is Empty"),
          detail: .plain(translate("Plant a seed and watch it grow.")),
          button: PlaceholderButton(title: translate("Plant a Seed"), style: .pill),
          appearance: PlaceholderAppearance(background: .color(red: 0.2, green: 0.82, blue: 0.48, alpha: 0.16))),
        action: .addRows([translate("Sunflower seedling")], status: translate("Plant a Seed ran: something grows."))),
      GalleryStyle(
        slug: "markup", name: translate("Trash"), icon: "user-trash-symbolic",
        content: PlaceholderContent(
          image: .icon("user-trash-symbolic"), title: translate("Trash Is Empty"),
          detail: .markup(translate("Deleted files wait here for <b>30 days</b>, then go <i>for good</i>."))
        ),
        action: .none),
      GalleryStyle(
        slug: "destructive", name: translate("History"), icon: "document-open-recent-symbolic",
        content: PlaceholderContent(
          image: .icon("document-open-recent-symbolic"), title: translate("No Recent Files"),
          detail: .plain(translate("Files you open show up here for 30 days.")),
          button: PlaceholderButton(title: translate("Turn Off History"), style: .destructive)),
        action: .status(translate("Turn Off History ran: nothing will be remembered from now on."))),
      GalleryStyle(
        slug: "link", name: translate("Bookmarks"), icon: "user-bookmarks-symbolic",
        content: PlaceholderContent(
          image: .icon("user-bookmarks-symbolic"), title: translate("No Bookmarks"),
          detail: .plain(translate("Press Ctrl+D on any page to bookmark it.")),
          button: PlaceholderButton(title: translate("How do bookmarks work?"), style: .link)),
        action: .status(translate("The link ran: the help page on bookmarks would open now."))),
      GalleryStyle(
        slug: "full", name: translate("Contacts"), icon: "x-office-address-book-symbolic",
        content: PlaceholderContent(
          image: .icon("x-office-address-book-symbolic"), title: translate("No Contacts"),
          detail: .plain(
            translate(
              "Full layout, 160 pixels in from each side: the text wraps in a narrow column. Add people to call or message them."
            )),
          button: PlaceholderButton(title: translate("Add Contact"), style: .suggested),
          appearance: PlaceholderAppearance(
            layout: .full(insets: EdgeInsets(top: 12, leading: 160, bottom: 12, trailing: 160)))),
        action: .addRows(
          [translate("Ada Lovelace"), translate("Grace Hopper")], status: translate("Add Contact ran: two people."))),
    ]
  }

  /// The ingredients of the style, for the list: "image · title · pill
  /// button · offset −90 px".
  var features: String {
    var parts: [String] = []
    if customView != nil {
      parts.append(translate("custom view"))
    } else {
      if content.image != .none { parts.append(translate("image")) }
      switch content.imageAnimation {
      case .none: break
      case .pulse: parts.append(translate("pulse animation"))
      case .spin: parts.append(translate("spin animation"))
      case .bounce: parts.append(translate("bounce animation"))
      }
      if content.showsSpinner { parts.append(translate("spinner")) }
      if content.visibleTitle != nil { parts.append(translate("title")) }
      switch content.visibleDetail {
      case .plain?: parts.append(translate("detail"))
      case .markup?: parts.append(translate("markup detail"))
      case nil: break
      }
      if let button = content.visibleButton { parts.append(Self.buttonFeature(button.style)) }
    }
    if content.behavior.tapAnywhereTriggersAction { parts.append(translate("tap anywhere")) }
    if !content.behavior.isTouchAllowed { parts.append(translate("touch passes through")) }
    switch content.appearance.layout {
    case .center(let x, let y) where x != 0 || y != 0:
      parts.append(substitute(translate("offset %@ px"), String(Int(y))))
    case .center: break
    case .full: parts.append(translate("full layout with insets"))
    case .custom: parts.append(translate("custom layout"))
    }
    if content.appearance.spacing != PlaceholderAppearance.defaultSpacing {
      parts.append(substitute(translate("spacing %@ px"), String(Int(content.appearance.spacing))))
    }
    switch content.appearance.background {
    case .none: break
    case .themed: parts.append(translate("themed background"))
    case .color: parts.append(translate("coloured background"))
    }
    return parts.joined(separator: " · ")
  }

  private static func buttonFeature(_ style: PlaceholderButton.Style) -> String {
    switch style {
    case .standard: translate("button")
    case .pill: translate("pill button")
    case .suggested: translate("suggested button")
    case .destructive: translate("destructive button")
    case .flat: translate("flat button")
    case .link: translate("link button")
    }
  }
}
