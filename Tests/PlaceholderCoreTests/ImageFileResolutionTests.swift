import PlaceholderCore
import Testing

/// The pixels an image file is loaded at: a vector file at the icon size
/// times the scale, a raster file at most at its own pixels.
@Suite("Image file resolution")
struct ImageFileResolutionTests {
  @Test func aVectorFileIsRenderedAtTheIconSizeTimesTheScale() {
    #expect(pixels(ImageFileResolution(logicalSize: 128, scale: 1), 48, 48, true) == [128, 128])
    #expect(pixels(ImageFileResolution(logicalSize: 128, scale: 2), 48, 48, true) == [256, 256])
    #expect(
      pixels(ImageFileResolution(logicalSize: 64, scale: 3), 512, 512, true) == [192, 192],
      "a large drawing is rendered smaller too")
  }

  @Test func aVectorFileKeepsItsAspectRatioInsideTheSquare() {
    let resolution = ImageFileResolution(logicalSize: 128, scale: 2)
    #expect(pixels(resolution, 200, 100, true) == [256, 128])
    #expect(pixels(resolution, 30, 90, true) == [85, 256])
    #expect(pixels(resolution, 1, 10_000, true) == [1, 256], "never 0 wide")
  }

  @Test func aRasterFileIsNeverEnlarged() {
    let atTwo = ImageFileResolution(logicalSize: 128, scale: 2)
    #expect(pixels(atTwo, 128, 128, false) == [128, 128])
    #expect(pixels(atTwo, 256, 256, false) == [256, 256], "1:1 on the device")
    #expect(pixels(atTwo, 100, 40, false) == [100, 40])
  }

  @Test func aRasterFileLargerThanTheSquareIsShrunk() {
    let atOne = ImageFileResolution(logicalSize: 128, scale: 1)
    #expect(pixels(atOne, 256, 256, false) == [128, 128])
    #expect(pixels(atOne, 1024, 512, false) == [128, 64])
  }

  @Test func anUnknownFileSizeLoadsTheFileAsItIs() {
    let resolution = ImageFileResolution(logicalSize: 128, scale: 2)
    #expect(pixels(resolution, 0, 48, true) == nil)
    #expect(pixels(resolution, 48, -1, false) == nil)
  }

  @Test func oddSizesAndScalesAreTakenInStride() {
    #expect(ImageFileResolution(logicalSize: 0, scale: 0) == ImageFileResolution(logicalSize: 1, scale: 1))
    #expect(ImageFileResolution(logicalSize: -5, scale: 2).deviceSide == 2)
    #expect(ImageFileResolution(logicalSize: 100_000, scale: 2).deviceSide == ImageFileResolution.maximumSide)
    #expect(ImageFileResolution(logicalSize: .max, scale: .max).deviceSide == ImageFileResolution.maximumSide)
    #expect(
      pixels(ImageFileResolution(logicalSize: 100_000, scale: 2), 48, 24, true) == [4096, 2048],
      "at most maximumSide a side")
  }

  @Test func theScaleAndTheIconSizeAreBothPartOfTheCacheKey() {
    let base = ImageFileResolution(logicalSize: 128, scale: 1)
    #expect(base != ImageFileResolution(logicalSize: 128, scale: 2), "a new scale reloads the file")
    #expect(base != ImageFileResolution(logicalSize: 64, scale: 1), "a new icon size reloads the file")
    #expect(base == ImageFileResolution(logicalSize: 128, scale: 1), "nothing new, no reload")
  }

  /// The pixel size as `[width, height]`, which `#expect` can compare.
  private func pixels(_ resolution: ImageFileResolution, _ width: Int, _ height: Int, _ isScalable: Bool) -> [Int]? {
    resolution.pixelSize(fileWidth: width, fileHeight: height, isScalable: isScalable).map { [$0.width, $0.height] }
  }
}
