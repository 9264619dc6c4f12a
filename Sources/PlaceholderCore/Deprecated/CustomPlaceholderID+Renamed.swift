/// The 0.1 name of `CustomPlaceholderID`; removed in 0.3.
@available(*, deprecated, renamed: "CustomPlaceholderID", message: "Removed in 0.3.")
public typealias PlaceholderItemID = CustomPlaceholderID
