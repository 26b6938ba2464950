//! Writes the sample run report (`harness::sample_report`) into the folder given as its one
//! argument, for the static gates to check with the HTML checker.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(dir), None) = (args.next(), args.next()) else {
        eprintln!("usage: report-sample DIR");
        return ExitCode::from(2);
    };
    match harness::sample_report::write(std::path::Path::new(&dir)) {
        Ok(index) => {
            println!("{}", index.display());
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("report-sample: {error:#}");
            ExitCode::FAILURE
        }
    }
}
