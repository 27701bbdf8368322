#![no_main]
//! The report reader (`doppel clean REPORT.json`, the app's Open report): any text is either
//! refused with a reason or read into a report that writes back out and reads again to the
//! same JSON.

use libfuzzer_sys::fuzz_target;

use doppel::report::json::{read_json, write_json};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(report) = read_json(text) else {
        return;
    };
    let mut first = Vec::new();
    write_json(&report, &mut first).expect("writing to memory");
    let again = read_json(std::str::from_utf8(&first).expect("the writer writes UTF-8"))
        .expect("a report the writer wrote reads back");
    let mut second = Vec::new();
    write_json(&again, &mut second).expect("writing to memory");
    assert_eq!(first, second, "a report changed when read back");
});
