/// A `SectionedDataSource` feeds a collection (a grid) as well as a table;
/// its items take their cells' natural size.
///
/// ```swift
/// let photos = SectionedDataSource<Photo>(items: [])
/// let grid = CollectionAdapter(dataSource: photos)
/// ```
extension SectionedDataSource: CollectionDataSource {}
