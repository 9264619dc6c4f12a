/// The messages the simulated server starts with: 120 in the Inbox (three
/// pages), 12 in Sent, none in Drafts, 3 in Spam.
enum SampleMail {
  static let senders = [
    "Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Edsger Dijkstra", "Barbara Liskov",
    "Donald Knuth",
  ]
  static let topics = [
    "Lunch on Friday?", "Quarterly report", "Invoice", "Conference tickets", "Code review", "Garden party",
    "Server maintenance", "Book club", "Flight details", "Team photo",
  ]

  /// Every folder's messages, newest first; the ids are unique across
  /// folders.
  static func folders() -> [Folder: [Message]] {
    let inbox = (0..<120).map { number in
      Message(
        id: number, sender: senders[number % senders.count],
        subject: "\(topics[number % topics.count]) (\(120 - number))")
    }
    let sent = (0..<12).map { number in
      Message(
        id: 1_000 + number, sender: "To: \(senders[number % senders.count])",
        subject: "Re: \(topics[number % topics.count])")
    }
    let spam = [
      Message(id: 2_000, sender: "Lottery Office", subject: "You have won a prize!"),
      Message(id: 2_001, sender: "Bank Security", subject: "Confirm your password now"),
      Message(id: 2_002, sender: "Cheap Watches", subject: "Best prices this week only"),
    ]
    return [.inbox: inbox, .sent: sent, .drafts: [], .spam: spam]
  }
}
