import PlaceholderCore

/// `path(1, 2)`: the index path of item 2 in section 1, short enough for
/// tables of expected changes.
func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(section: section, item: item) }
