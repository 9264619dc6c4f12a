/// A person in the address book.
struct Contact: Hashable, Sendable {
  var name: String
  var email: String
}

extension Contact {
  /// The people the address book starts with.
  static let friends = [
    Contact(name: "Ada Lovelace", email: "ada@example.org"),
    Contact(name: "Alan Turing", email: "alan@example.org"),
    Contact(name: "Grace Hopper", email: "grace@example.org"),
    Contact(name: "Katherine Johnson", email: "katherine@example.org"),
  ]

  /// The colleagues "Add Colleague" adds, one at a time.
  static let colleagues = [
    Contact(name: "Edsger Dijkstra", email: "edsger@example.com"),
    Contact(name: "Barbara Liskov", email: "barbara@example.com"),
    Contact(name: "Donald Knuth", email: "donald@example.com"),
  ]
}
