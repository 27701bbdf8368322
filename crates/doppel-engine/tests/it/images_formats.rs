//! Similar images in the formats beyond the `image` crate's: HEIC and AVIF (made here with
//! `heif-enc` from a PNG the test writes), a DNG (written here with the `tiff` crate: a
//! full-size RGB preview over 16-bit colour-filter-array data, as cameras and converters
//! lay them out), a CR2 and a RAF as far as Doppel reads them (a JPEG preview where those
//! formats keep it) and a PSD (written here, its composite image uncompressed), each
//! grouped with its copies; each of them cut short is skipped with the reason; a HEIF decoder that
//! crashes or hangs in its child process only fails its file. And a JPEG large enough to
//! be read at a reduced scale for its fingerprint, which keeps its full size and its turn.
//! The HEIC and AVIF tests fail, naming the package, without `heif-enc` and `heif-convert`
//! (libheif-examples, which the README's set-up line installs).

use std::fs;
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use doppel_engine::images::{
    ChildLimits, Crash, Damage, DecodeError, Format, RawFormat, read_heif_with, read_image,
};
use doppel_engine::report::{Group, ImageGroup, Report, SkipReason};
use doppel_engine::{CancelToken, ScanOptions, scan};
use image::imageops::FilterType;
use image::{DynamicImage, ImageFormat};
use tempfile::TempDir;
use tiff::encoder::{TiffEncoder, colortype};
use tiff::tags::Tag;

use crate::support::needs;
use crate::support::photo::photo;

fn scan_images(root: &Path) -> Report {
    let mut options = ScanOptions::new(vec![root.to_path_buf()]);
    options.images.find = true;
    scan(&options, &CancelToken::new(), &|_| {}).expect("the scan runs")
}

fn image_groups(report: &Report) -> Vec<&ImageGroup> {
    report
        .groups
        .iter()
        .filter_map(|g| match g {
            Group::Image(image) => Some(image),
            _ => None,
        })
        .collect()
}

/// Each member's file name and format, in the group's order.
fn members(group: &ImageGroup) -> Vec<(String, String)> {
    group
        .files
        .iter()
        .zip(&group.images)
        .map(|(file, info)| {
            let name = file.path.file_name().unwrap().to_string_lossy().to_string();
            (name, info.format.clone())
        })
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// Fails the test, with the reason, unless `heif-enc` and `heif-convert` are on the `PATH`.
fn needs_heif_tools() {
    needs::require(needs::tools(&[needs::HEIF_ENC, needs::HEIF_CONVERT]));
}

/// Encodes `png` with `heif-enc` (`-A` for AVIF) to `out`.
fn heif_enc(png: &Path, out: &Path, avif: bool) {
    let mut command = Command::new("heif-enc");
    if avif {
        command.arg("-A");
    }
    let status = command
        .args(["-q", "85"])
        .arg(png)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
}

/// The second half of `path` cut off.
fn truncate_half(path: &Path) {
    let bytes = fs::read(path).unwrap();
    fs::write(path, &bytes[..bytes.len() / 2]).unwrap();
}

#[test]
fn heic_and_avif_are_grouped_with_their_jpeg_and_png_copies() {
    needs_heif_tools();
    let dir = TempDir::new().unwrap();
    let source = TempDir::new().unwrap();
    let original = photo(640, 480, 7);
    original.save(dir.path().join("original.png")).unwrap();
    original
        .resize(320, 240, FilterType::Lanczos3)
        .save_with_format(dir.path().join("half.jpg"), ImageFormat::Jpeg)
        .unwrap();
    let png = source.path().join("source.png");
    original.save(&png).unwrap();
    heif_enc(&png, &dir.path().join("photo.heic"), false);
    heif_enc(&png, &dir.path().join("photo.avif"), true);
    // Another picture, alone.
    let other = source.path().join("other.png");
    photo(640, 480, 8).save(&other).unwrap();
    heif_enc(&other, &dir.path().join("other.heic"), false);

    let report = scan_images(dir.path());
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert_eq!(
        members(groups[0]),
        pairs(&[
            ("half.jpg", "jpeg"),
            ("original.png", "png"),
            ("photo.avif", "avif"),
            ("photo.heic", "heic"),
        ])
    );
    for info in &groups[0].images {
        if info.format != "jpeg" {
            assert_eq!((info.width, info.height), (640, 480));
        }
    }
    let summary = read_image(&dir.path().join("photo.heic")).unwrap();
    assert_eq!(summary.format, Format::Heic);

    // Cut short: skipped, each with the decoder's reason.
    let cut = [dir.path().join("photo.avif"), dir.path().join("photo.heic")];
    assert_cut_short_images_are_listed_as_damaged(dir.path(), &cut);
}

/// Cuts each image of `paths` short (its second half gone): each is then damaged, and a
/// scan of `dir` lists it under skipped with that very reason.
fn assert_cut_short_images_are_listed_as_damaged(dir: &Path, paths: &[PathBuf]) {
    for path in paths {
        truncate_half(path);
    }
    let report = scan_images(dir);
    for path in paths {
        let error = read_image(path).unwrap_err();
        assert!(
            matches!(error, DecodeError::Damaged { .. }),
            "{}: {error:?}",
            path.display()
        );
        let skipped: Vec<_> = report.skipped.iter().filter(|s| &s.path == path).collect();
        assert_eq!(skipped.len(), 1, "{:?}", report.skipped);
        assert_eq!(skipped[0].reason, SkipReason::from(error));
    }
}

/// A HEIF decoder standing in for `heif-convert` that does `body`.
fn stand_in(dir: &Path, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("stand-in.sh");
    fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// The smallest HEIF the size check passes: an `ftyp`, and a `meta` box whose one `ispe`
/// gives 64 × 48 pixels. The stand-in decoders never look inside it.
fn minimal_heif() -> Vec<u8> {
    fn boxed(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(body);
        out
    }
    let mut ispe = vec![0u8; 4];
    ispe.extend(64u32.to_be_bytes());
    ispe.extend(48u32.to_be_bytes());
    let mut meta = vec![0u8; 4];
    meta.extend(boxed(b"iprp", &boxed(b"ipco", &boxed(b"ispe", &ispe))));
    let mut file = boxed(b"ftyp", b"heic\0\0\0\0mif1heic");
    file.extend(boxed(b"meta", &meta));
    file
}

#[test]
fn a_heif_decoder_that_crashes_or_hangs_fails_only_its_file() {
    let dir = TempDir::new().unwrap();
    let image = dir.path().join("photo.heic");
    fs::write(&image, minimal_heif()).unwrap();
    let limits = ChildLimits {
        time: Duration::from_millis(500),
        memory: 1 << 30,
        output: 1 << 20,
    };

    let crashing = stand_in(dir.path(), "kill -SEGV $$");
    assert_eq!(
        read_heif_with(&image, &crashing, limits),
        Err(DecodeError::Crashed(Crash::Signal {
            tool: "heif-convert".to_string(),
            signal: 11
        }))
    );
    let aborting = stand_in(dir.path(), "kill -ABRT $$");
    assert!(matches!(
        read_heif_with(&image, &aborting, limits),
        Err(DecodeError::Crashed(_))
    ));

    let hanging = stand_in(dir.path(), "exec sleep 60");
    let started = Instant::now();
    let error = read_heif_with(&image, &hanging, limits).unwrap_err();
    assert_eq!(error, DecodeError::TimedOut { limit: limits.time });
    assert!(started.elapsed() < Duration::from_secs(10));

    // Its address space is limited as said (`ulimit -v` is in KiB), and a failure is told
    // with the last line it wrote.
    let telling = stand_in(dir.path(), "echo starting >&2; ulimit -v >&2; exit 1");
    assert_eq!(
        read_heif_with(&image, &telling, limits),
        Err(DecodeError::Damaged {
            raw: false,
            why: Damage::Decoder("1048576".to_string())
        })
    );
}

/// A DNG as cameras and converters lay it out: IFD0 a full-size 8-bit RGB preview
/// (NewSubfileType 1), with the 16-bit colour-filter-array data in a SubIFD
/// (NewSubfileType 0); the camera's make and model in IFD0.
fn write_dng(path: &Path, preview: &DynamicImage) {
    let rgb = preview.to_rgb8();
    let (width, height) = rgb.dimensions();
    let mut bytes = Cursor::new(Vec::new());
    {
        let mut tiff = TiffEncoder::new(&mut bytes).unwrap();
        // The raw data: an RGGB mosaic of the picture, 12-bit values in 16 bits.
        let mosaic: Vec<u16> = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .map(|(x, y)| {
                let channel = match (y % 2, x % 2) {
                    (0, 0) => 0,
                    (1, 1) => 2,
                    _ => 1,
                };
                u16::from(rgb.get_pixel(x, y)[channel]) << 4
            })
            .collect();
        let mut sub = tiff.extra_directory().unwrap();
        let data = sub.write_data(&mosaic[..]).unwrap();
        sub.write_tag(Tag::NewSubfileType, 0u32).unwrap();
        sub.write_tag(Tag::ImageWidth, width).unwrap();
        sub.write_tag(Tag::ImageLength, height).unwrap();
        sub.write_tag(Tag::BitsPerSample, 16u16).unwrap();
        sub.write_tag(Tag::Compression, 1u16).unwrap();
        sub.write_tag(Tag::PhotometricInterpretation, 32803u16)
            .unwrap();
        sub.write_tag(Tag::StripOffsets, data as u32).unwrap();
        sub.write_tag(Tag::SamplesPerPixel, 1u16).unwrap();
        sub.write_tag(Tag::RowsPerStrip, height).unwrap();
        sub.write_tag(Tag::StripByteCounts, width * height * 2)
            .unwrap();
        sub.write_tag(Tag::Unknown(33421), &[2u16, 2][..]).unwrap();
        sub.write_tag(Tag::Unknown(33422), &[0u8, 1, 1, 2][..])
            .unwrap();
        let raw = sub.finish_with_offsets().unwrap();

        let mut image = tiff.new_image::<colortype::RGB8>(width, height).unwrap();
        let ifd = image.encoder();
        ifd.write_tag(Tag::NewSubfileType, 1u32).unwrap();
        ifd.write_tag(Tag::Unknown(50706), &[1u8, 4, 0, 0][..])
            .unwrap();
        ifd.write_tag(Tag::Make, "Doppel").unwrap();
        ifd.write_tag(Tag::Model, "Test Camera").unwrap();
        ifd.write_tag(Tag::Orientation, 1u16).unwrap();
        ifd.write_tag(Tag::SubIfd, raw.offset).unwrap();
        image.write_data(rgb.as_raw()).unwrap();
    }
    fs::write(path, bytes.into_inner()).unwrap();
}

#[test]
fn a_dng_is_grouped_with_its_jpeg_copy_by_its_preview() {
    let dir = TempDir::new().unwrap();
    let original = photo(600, 400, 11);
    write_dng(&dir.path().join("IMG_0001.DNG"), &original);
    original
        .save_with_format(dir.path().join("IMG_0001.JPG"), ImageFormat::Jpeg)
        .unwrap();
    photo(600, 400, 12)
        .save_with_format(dir.path().join("other.jpg"), ImageFormat::Jpeg)
        .unwrap();

    let report = scan_images(dir.path());
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert_eq!(
        members(groups[0]),
        pairs(&[("IMG_0001.DNG", "dng"), ("IMG_0001.JPG", "jpeg")])
    );
    let dng = &groups[0].images[0];
    assert_eq!((dng.width, dng.height), (600, 400));
    assert_eq!(dng.camera.as_deref(), Some("Doppel Test Camera"));
    assert_eq!(
        read_image(&dir.path().join("IMG_0001.DNG")).unwrap().format,
        Format::Raw(RawFormat::Dng)
    );

    // Cut short: its preview no longer fits in the file.
    let cut = [dir.path().join("IMG_0001.DNG")];
    assert_cut_short_images_are_listed_as_damaged(dir.path(), &cut);
}

/// A PSD of one RGB layer-less image: the header, empty colour-mode, resource and layer
/// sections, and the composite image uncompressed, channel after channel.
fn write_psd(path: &Path, picture: &DynamicImage) {
    let rgb = picture.to_rgb8();
    let (width, height) = rgb.dimensions();
    let mut out = b"8BPS".to_vec();
    out.extend(1u16.to_be_bytes());
    out.extend([0u8; 6]);
    out.extend(3u16.to_be_bytes());
    out.extend(height.to_be_bytes());
    out.extend(width.to_be_bytes());
    out.extend(8u16.to_be_bytes());
    out.extend(3u16.to_be_bytes()); // RGB
    out.extend(0u32.to_be_bytes()); // colour mode data
    out.extend(0u32.to_be_bytes()); // image resources
    out.extend(0u32.to_be_bytes()); // layers and masks
    out.extend(0u16.to_be_bytes()); // raw composite
    for channel in 0..3 {
        out.extend(rgb.pixels().map(|p| p[channel]));
    }
    fs::write(path, out).unwrap();
}

#[test]
fn a_psd_is_grouped_with_its_png_copy_by_its_composite_image() {
    let dir = TempDir::new().unwrap();
    let original = photo(400, 300, 21);
    write_psd(&dir.path().join("poster.psd"), &original);
    original
        .resize(200, 150, FilterType::Lanczos3)
        .save(dir.path().join("poster-small.png"))
        .unwrap();

    let report = scan_images(dir.path());
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{groups:?}");
    assert_eq!(
        members(groups[0]),
        pairs(&[("poster-small.png", "png"), ("poster.psd", "psd")])
    );

    let cut = [dir.path().join("poster.psd")];
    assert_cut_short_images_are_listed_as_damaged(dir.path(), &cut);
}

fn jpeg_bytes(picture: &DynamicImage) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    picture.write_to(&mut out, ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// A TIFF-based RAW file laid out as Canon's CR2 is: IFD0 holds the full-size JPEG as its
/// one strip (compression 6), with the camera and the orientation (6: the camera was held
/// turned, and the picture must be turned a quarter clockwise to be shown).
fn write_cr2_like(path: &Path, stored: &DynamicImage) {
    let jpeg = jpeg_bytes(stored);
    let mut bytes = Cursor::new(Vec::new());
    {
        let mut tiff = TiffEncoder::new(&mut bytes).unwrap();
        let mut ifd = tiff.image_directory().unwrap();
        let at = ifd.write_data(&jpeg[..]).unwrap();
        ifd.write_tag(Tag::ImageWidth, stored.width()).unwrap();
        ifd.write_tag(Tag::ImageLength, stored.height()).unwrap();
        ifd.write_tag(Tag::Compression, 6u16).unwrap();
        ifd.write_tag(Tag::StripOffsets, at as u32).unwrap();
        ifd.write_tag(Tag::StripByteCounts, jpeg.len() as u32)
            .unwrap();
        ifd.write_tag(Tag::Make, "Canon").unwrap();
        ifd.write_tag(Tag::Model, "Canon EOS 5D").unwrap();
        ifd.write_tag(Tag::Orientation, 6u16).unwrap();
        ifd.finish().unwrap();
    }
    fs::write(path, bytes.into_inner()).unwrap();
}

/// A Fujifilm RAF as far as Doppel reads one: the header, with the offset and length of
/// the JPEG preview at byte 84, and the JPEG.
fn write_raf(path: &Path, picture: &DynamicImage) {
    let jpeg = jpeg_bytes(picture);
    let mut out = b"FUJIFILMCCD-RAW 0201FF129502".to_vec();
    out.resize(84, 0);
    out.extend(100u32.to_be_bytes());
    out.extend((jpeg.len() as u32).to_be_bytes());
    out.resize(100, 0);
    out.extend(jpeg);
    fs::write(path, out).unwrap();
}

#[test]
fn a_cr2_and_a_raf_are_read_by_their_jpeg_previews_turned_as_the_raw_file_says() {
    let dir = TempDir::new().unwrap();
    let shown = photo(600, 400, 31);
    // Stored as the sensor saw it: a quarter turn anticlockwise of what is shown.
    write_cr2_like(&dir.path().join("IMG_0002.CR2"), &shown.rotate270());
    shown
        .save_with_format(dir.path().join("IMG_0002.JPG"), ImageFormat::Jpeg)
        .unwrap();
    let other = photo(600, 400, 32);
    write_raf(&dir.path().join("DSCF0003.RAF"), &other);
    other
        .resize(300, 200, FilterType::Lanczos3)
        .save_with_format(dir.path().join("DSCF0003.JPG"), ImageFormat::Jpeg)
        .unwrap();

    let report = scan_images(dir.path());
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let groups = image_groups(&report);
    let mut found: Vec<_> = groups.iter().map(|g| members(g)).collect();
    found.sort();
    assert_eq!(
        found,
        [
            pairs(&[("DSCF0003.JPG", "jpeg"), ("DSCF0003.RAF", "raf")]),
            pairs(&[("IMG_0002.CR2", "cr2"), ("IMG_0002.JPG", "jpeg")]),
        ]
    );
    let cr2 = read_image(&dir.path().join("IMG_0002.CR2")).unwrap();
    assert_eq!((cr2.width, cr2.height), (600, 400), "turned as shown");
    let cr2_group = groups.iter().find(|g| members(g)[0].1 == "cr2").unwrap();
    assert_eq!(cr2_group.images[0].camera.as_deref(), Some("Canon EOS 5D"));
}

/// `picture` as a JPEG whose EXIF block says when and with what it was taken, and how to
/// turn it when `orientation` is given.
fn jpeg_with_exif(picture: &DynamicImage, path: &Path, orientation: Option<u16>) {
    use exif::experimental::Writer;
    use exif::{Field, In, Tag, Value};
    use image::ImageEncoder;
    let field = |tag, text: &[u8]| Field {
        tag,
        ifd_num: In::PRIMARY,
        value: Value::Ascii(vec![text.to_vec()]),
    };
    let mut fields = vec![
        field(Tag::Make, b"Apple"),
        field(Tag::Model, b"iPhone 12"),
        field(Tag::DateTimeOriginal, b"2021:07:04 18:30:00"),
    ];
    if let Some(orientation) = orientation {
        fields.push(Field {
            tag: Tag::Orientation,
            ifd_num: In::PRIMARY,
            value: Value::Short(vec![orientation]),
        });
    }
    let mut writer = Writer::new();
    for f in &fields {
        writer.push_field(f);
    }
    let mut block = Cursor::new(Vec::new());
    writer.write(&mut block, false).unwrap();
    let mut bytes = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 90);
    encoder.set_exif_metadata(block.into_inner()).unwrap();
    let rgb = picture.to_rgb8();
    encoder
        .write_image(
            rgb.as_raw(),
            rgb.width(),
            rgb.height(),
            image::ExtendedColorType::Rgb8,
        )
        .unwrap();
    fs::write(path, bytes).unwrap();
}

#[test]
fn a_heic_tells_when_and_with_what_it_was_taken() {
    needs_heif_tools();
    let dir = TempDir::new().unwrap();
    let source = TempDir::new().unwrap();
    let picture = photo(480, 360, 41);
    let jpeg = source.path().join("IMG_0004.jpg");
    jpeg_with_exif(&picture, &jpeg, None);
    // heif-enc carries a JPEG's EXIF over into the HEIC.
    heif_enc(&jpeg, &dir.path().join("IMG_0004.heic"), false);
    picture
        .resize(240, 180, FilterType::Lanczos3)
        .save(dir.path().join("small.png"))
        .unwrap();

    let report = scan_images(dir.path());
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{report:?}");
    let heic = &groups[0].images[0];
    assert_eq!(heic.format, "heic");
    assert_eq!(heic.taken.as_deref(), Some("2021-07-04 18:30:00"));
    assert_eq!(heic.camera.as_deref(), Some("Apple iPhone 12"));
}

/// A photo's fingerprint reads a large JPEG at a reduced scale (`jpeg.rs`): its size is
/// still the full one, turned as its EXIF orientation says, its date and camera still
/// read, and it still matches a copy decoded whole.
#[test]
fn a_large_jpeg_read_smaller_keeps_its_full_size_its_turn_and_its_exif() {
    let dir = TempDir::new().unwrap();
    let shown = photo(1600, 1200, 43);
    // Stored as the sensor saw it; orientation 6 turns it a quarter clockwise.
    jpeg_with_exif(
        &shown.rotate270(),
        &dir.path().join("IMG_0005.jpg"),
        Some(6),
    );
    shown
        .resize(800, 600, FilterType::Lanczos3)
        .save(dir.path().join("IMG_0005.png"))
        .unwrap();

    let report = scan_images(dir.path());
    let groups = image_groups(&report);
    assert_eq!(groups.len(), 1, "{report:?}");
    let jpeg = groups[0]
        .files
        .iter()
        .position(|f| f.path.extension().is_some_and(|e| e == "jpg"))
        .unwrap();
    let info = &groups[0].images[jpeg];
    assert_eq!((info.width, info.height), (1600, 1200), "full size, turned");
    assert_eq!(info.camera.as_deref(), Some("Apple iPhone 12"));
    let summary = read_image(&dir.path().join("IMG_0005.jpg")).unwrap();
    assert_eq!((summary.width, summary.height), (1600, 1200));
}
