//! Decompression bombs for the hostile-input tests, written byte by byte so their headers
//! can lie: zip archives with an entry of hundreds of MiB of zeros in about 2 MB, and a PDF
//! whose page content stream does the same.

/// The `[Content_Types].xml` of a DOCX whose main part is `word/document.xml`.
pub const CONTENT_TYPES: &[u8] = br#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>"#;

/// A zip entry written by hand, so its headers can say anything.
pub struct RawEntry {
    name: String,
    /// Method 8 (deflate) data.
    data: Vec<u8>,
    declared_size: u32,
    crc: u32,
}

impl RawEntry {
    /// Deflated with fixed Huffman codes, literals only: small inputs, correct sizes.
    pub fn deflated(name: &str, content: &[u8]) -> RawEntry {
        let mut bits = BitWriter::default();
        bits.put(1, 1); // final block
        bits.put(1, 2); // fixed Huffman codes
        for &byte in content {
            bits.literal(byte);
        }
        bits.code(0, 7); // end of block
        RawEntry {
            name: name.to_string(),
            data: bits.finish(),
            declared_size: content.len() as u32,
            crc: crc32(content),
        }
    }

    /// `size` zero bytes as one literal and then matches of 258 bytes at distance 1:
    /// 13 bits per 258 bytes, so 300 MiB is about 2 MB. `declared` is what the headers say.
    pub fn zeros(name: &str, size: usize, declared: u32) -> RawEntry {
        RawEntry {
            name: name.to_string(),
            data: deflated_zeros(size),
            declared_size: declared,
            // Only small entries are ever read to their end, where the CRC is checked.
            crc: if size <= 16 << 20 {
                crc32(&vec![0; size])
            } else {
                0
            },
        }
    }
}

/// `size` zero bytes as raw deflate data: one literal and then matches of 258 bytes at
/// distance 1, 13 bits per 258 bytes, so 300 MiB is about 2 MB.
fn deflated_zeros(size: usize) -> Vec<u8> {
    let mut bits = BitWriter::default();
    bits.put(1, 1); // final block
    bits.put(1, 2); // fixed Huffman codes
    bits.literal(0);
    let matches = (size - 1) / 258;
    for _ in 0..matches {
        bits.code(0b1100_0101, 8); // length symbol 285: 258 bytes
        bits.code(0, 5); // distance symbol 0: distance 1
    }
    for _ in 0..(size - 1) % 258 {
        bits.literal(0);
    }
    bits.code(0, 7); // end of block
    bits.finish()
}

/// A one-page PDF whose content stream inflates to `size` zero bytes.
pub fn pdf_bomb(size: usize) -> Vec<u8> {
    let mut stream = vec![0x78, 0x01];
    stream.extend(deflated_zeros(size));
    // Adler-32 of zeros: the byte sum stays 1, the running sum grows by 1 per byte.
    let adler = ((size % 65_521) as u32) << 16 | 1;
    stream.extend(adler.to_be_bytes());
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    let mut object = |pdf: &mut Vec<u8>, body: &[u8]| {
        offsets.push(pdf.len());
        pdf.extend(format!("{} 0 obj\n", offsets.len()).bytes());
        pdf.extend(body);
        pdf.extend(b"\nendobj\n");
    };
    object(&mut pdf, b"<< /Type /Catalog /Pages 2 0 R >>");
    object(&mut pdf, b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
    object(
        &mut pdf,
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    );
    let mut content = format!(
        "<< /Length {} /Filter /FlateDecode >>\nstream\n",
        stream.len()
    )
    .into_bytes();
    content.extend(&stream);
    content.extend(b"\nendstream");
    object(&mut pdf, &content);
    let xref = pdf.len();
    pdf.extend(format!("xref\n0 {}\n0000000000 65535 f \n", offsets.len() + 1).bytes());
    for offset in &offsets {
        pdf.extend(format!("{offset:010} 00000 n \n").bytes());
    }
    pdf.extend(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            offsets.len() + 1
        )
        .bytes(),
    );
    pdf
}

/// A PNG with no pixel data whose header claims `width` × `height` pixels: decoding it whole
/// would need width × height × 4 bytes.
pub fn png_header(width: u32, height: u32) -> Vec<u8> {
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut chunk = b"IHDR".to_vec();
    chunk.extend(width.to_be_bytes());
    chunk.extend(height.to_be_bytes());
    chunk.extend([8, 6, 0, 0, 0]); // 8-bit RGBA, deflate, no filter, no interlace
    png.extend(13u32.to_be_bytes());
    png.extend(&chunk);
    png.extend(crc32(&chunk).to_be_bytes());
    // An empty data chunk and the end: readers look for the first data chunk before they
    // report the size.
    for name in [b"IDAT", b"IEND"] {
        png.extend(0u32.to_be_bytes());
        png.extend(name);
        png.extend(crc32(name).to_be_bytes());
    }
    png
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    bit: u32,
}

impl BitWriter {
    /// Puts `count` bits of `value`, least significant first (header fields).
    fn put(&mut self, value: u32, count: u32) {
        for i in 0..count {
            if self.bit == 0 {
                self.bytes.push(0);
            }
            if value >> i & 1 == 1 {
                *self.bytes.last_mut().unwrap() |= 1 << self.bit;
            }
            self.bit = (self.bit + 1) % 8;
        }
    }

    /// Puts a Huffman code, most significant bit first.
    fn code(&mut self, code: u32, length: u32) {
        for i in (0..length).rev() {
            self.put(code >> i & 1, 1);
        }
    }

    /// A literal byte in the fixed code.
    fn literal(&mut self, byte: u8) {
        if byte < 144 {
            self.code(0b0011_0000 + u32::from(byte), 8);
        } else {
            self.code(0b1_1001_0000 + u32::from(byte) - 144, 9);
        }
    }

    fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

pub fn crc32(bytes: &[u8]) -> u32 {
    let table: Vec<u32> = (0..256u32)
        .map(|n| {
            (0..8).fold(n, |c, _| {
                if c & 1 == 1 {
                    (c >> 1) ^ 0xedb8_8320
                } else {
                    c >> 1
                }
            })
        })
        .collect();
    !bytes.iter().fold(!0u32, |crc, &byte| {
        table[((crc ^ u32::from(byte)) & 0xff) as usize] ^ (crc >> 8)
    })
}

/// A zip archive of deflated entries with the given headers.
pub fn zip_with_raw_entries(entries: &[RawEntry]) -> Vec<u8> {
    let mut zip = Vec::new();
    let mut central = Vec::new();
    for entry in entries {
        let offset = zip.len() as u32;
        let name = entry.name.as_bytes();
        let fields = |out: &mut Vec<u8>| {
            out.extend(20u16.to_le_bytes()); // version needed
            out.extend(0u16.to_le_bytes()); // flags
            out.extend(8u16.to_le_bytes()); // deflate
            out.extend(0u32.to_le_bytes()); // time and date
            out.extend(entry.crc.to_le_bytes());
            out.extend((entry.data.len() as u32).to_le_bytes());
            out.extend(entry.declared_size.to_le_bytes());
            out.extend((name.len() as u16).to_le_bytes());
            out.extend(0u16.to_le_bytes()); // extra field length
        };
        zip.extend(0x0403_4b50u32.to_le_bytes());
        fields(&mut zip);
        zip.extend(name);
        zip.extend(&entry.data);

        central.extend(0x0201_4b50u32.to_le_bytes());
        central.extend(20u16.to_le_bytes()); // version made by
        fields(&mut central);
        central.extend(0u16.to_le_bytes()); // comment length
        central.extend(0u16.to_le_bytes()); // disk
        central.extend(0u16.to_le_bytes()); // internal attributes
        central.extend(0u32.to_le_bytes()); // external attributes
        central.extend(offset.to_le_bytes());
        central.extend(name);
    }
    let central_offset = zip.len() as u32;
    zip.extend(&central);
    let count = entries.len().min(0xffff) as u16;
    zip.extend(0x0605_4b50u32.to_le_bytes());
    zip.extend(0u16.to_le_bytes());
    zip.extend(0u16.to_le_bytes());
    zip.extend(count.to_le_bytes());
    zip.extend(count.to_le_bytes());
    zip.extend((central.len() as u32).to_le_bytes());
    zip.extend(central_offset.to_le_bytes());
    zip.extend(0u16.to_le_bytes());
    zip
}
