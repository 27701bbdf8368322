//! The `doppel` binary: hands the command line to the CLI front end.

fn main() -> std::process::ExitCode {
    doppel::cli::main()
}
