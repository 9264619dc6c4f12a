import GtkKit
import PlaceholderCore

/// A signal connection is cancelled like an observation, so an object that
/// listens to both keeps their tokens in one `[any Cancellable]`.
extension SignalConnection: Cancellable {}
