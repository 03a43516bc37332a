import RippleRaster

extension GenerateCommand.Resolved {
    /// `--format png|apng|webp|gif`: a raster image instead of an SVG document (`format` is then unused).
    var raster: RasterFormat? {
        parsed.value("--format").flatMap(RasterFormat.init(rawValue:))
    }
}
