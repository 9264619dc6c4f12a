package import GtkKit

/// Summary numbers of an image's pixels: enough to tell a real rendering
/// from a blank one, and a light rendering from a dark one.
package struct PixelStatistics: Hashable, Sendable {
  /// The number of pixels.
  package var pixelCount: Int
  /// Distinct colours, counted up to `distinctColorLimit`.
  package var distinctColors: Int
  /// Mean luminance, 0 (black) to 1 (white), over opaque and translucent
  /// pixels alike (premultiplied, so transparent counts as black).
  package var meanLuminance: Double
  /// Standard deviation of the luminance: near zero for a flat image.
  package var luminanceDeviation: Double

  /// Counting distinct colours stops here; more says nothing new.
  package static let distinctColorLimit = 4096

  /// Whether the image is blank: one flat colour, or nearly so (fewer than
  /// three colours, or hardly any variation in brightness).
  package var isBlank: Bool { distinctColors < 3 || luminanceDeviation < 0.004 }

  /// Computes the statistics of `pixels`, each `0xAARRGGBB` (the layout of
  /// `gdk_texture_download`). O(n) in the number of pixels.
  package init(pixels: [UInt32]) {
    pixelCount = pixels.count
    var colors = Set<UInt32>()
    var sum = 0.0
    var sumOfSquares = 0.0
    for pixel in pixels {
      if colors.count < Self.distinctColorLimit { colors.insert(pixel) }
      let luminance = Self.luminance(pixel)
      sum += luminance
      sumOfSquares += luminance * luminance
    }
    distinctColors = colors.count
    let count = Double(max(pixels.count, 1))
    meanLuminance = sum / count
    let variance = max(sumOfSquares / count - meanLuminance * meanLuminance, 0)
    luminanceDeviation = variance.squareRoot()
  }

  /// The relative luminance of a `0xAARRGGBB` pixel, 0…1 (Rec. 709 weights,
  /// on the stored values).
  package static func luminance(_ pixel: UInt32) -> Double {
    let red = Double((pixel >> 16) & 0xFF)
    let green = Double((pixel >> 8) & 0xFF)
    let blue = Double(pixel & 0xFF)
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255
  }

  /// The fraction of positions where two equally sized images differ by
  /// more than `tolerance` in any channel; 1 when their sizes differ. O(n).
  package static func differingFraction(_ first: [UInt32], _ second: [UInt32], tolerance: UInt32 = 8) -> Double {
    guard first.count == second.count, !first.isEmpty else { return first.count == second.count ? 0 : 1 }
    var differing = 0
    for (a, b) in zip(first, second) where a != b {
      for shift in stride(from: 0, to: 32, by: 8) {
        let x = (a >> UInt32(shift)) & 0xFF
        let y = (b >> UInt32(shift)) & 0xFF
        if (x > y ? x - y : y - x) > tolerance {
          differing += 1
          break
        }
      }
    }
    return Double(differing) / Double(first.count)
  }
}

extension WidgetImage {
  /// Summary statistics of the pixels (is it blank, how light is it).
  /// O(width × height).
  package var statistics: PixelStatistics { PixelStatistics(pixels: pixels()) }

  /// The fraction of pixels that differ noticeably from `other`'s; 1 when
  /// the sizes differ. O(width × height).
  package func differingFraction(from other: WidgetImage) -> Double {
    PixelStatistics.differingFraction(pixels(), other.pixels())
  }
}
