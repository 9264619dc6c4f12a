internal import CGtk

/// Why a widget could not be rendered or saved.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// The widget is not in a realized window, so there is no renderer.
  case notOnScreen
  /// The widget has no area to draw.
  case emptySize(width: Int, height: Int)
  /// The widget drew nothing (it is hidden, or not drawn yet).
  case nothingDrawn
  /// The renderer returned no image.
  case renderFailed
  /// The PNG file could not be written.
  case cannotWrite(path: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .notOnScreen: "the widget is not in a realized window"
    case .emptySize(let width, let height): "the widget has no area to draw (\(width)×\(height))"
    case .nothingDrawn: "the widget drew nothing (hidden, or not drawn yet)"
    case .renderFailed: "the renderer returned no image"
    case .cannotWrite(let path): "could not write \(path)"
    }
  }
}
