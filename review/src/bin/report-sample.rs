//! Writes the sample run report (`review::sample`) into the folder given as its one
//! argument, for the static gates to check with the HTML checker.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(dir), None) = (args.next(), args.next()) else {
        eprintln!("usage: report-sample DIR");
        return ExitCode::from(2);
    };
    match review::sample::write(std::path::Path::new(&dir)) {
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
