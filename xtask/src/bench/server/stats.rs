//! The rounds' figures summarised: medians, each round's throughput ratio, and the verdict
//! against the parity bar.

/// The lowest throughput ratio to nginx, by the median of the rounds, that counts as parity.
pub const PARITY: f64 = 0.95;

/// One load's figures for one server.
#[derive(Clone, Copy, Debug, Default)]
pub struct Load {
    pub requests_per_sec: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    /// The server's own CPU time (user and system) per request, which other work on the
    /// machine disturbs far less than throughput and latency.
    pub cpu_us_per_request: f64,
}

/// The median of each figure over the rounds (the mean of the middle two for an even count).
pub fn median(loads: &[Load]) -> Load {
    let each = |figure: fn(&Load) -> f64| middle(loads.iter().map(figure).collect());
    Load {
        requests_per_sec: each(|load| load.requests_per_sec),
        p50_ms: each(|load| load.p50_ms),
        p99_ms: each(|load| load.p99_ms),
        cpu_us_per_request: each(|load| load.cpu_us_per_request),
    }
}

/// The median of `values`; NaN for none.
fn middle(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let count = values.len();
    match count {
        0 => f64::NAN,
        _ if count % 2 == 1 => values[count / 2],
        _ => (values[count / 2 - 1] + values[count / 2]) / 2.0,
    }
}

/// The smallest and largest of `values`; NaN for none.
fn range(values: impl Iterator<Item = f64> + Clone) -> (f64, f64) {
    (
        values.clone().fold(f64::NAN, f64::min),
        values.fold(f64::NAN, f64::max),
    )
}

/// hive-server's throughput over nginx's, round by round.
///
/// The two loads of a round run back to back, so they share the state of the machine; the
/// host here has phases, minutes or seconds long, in which every figure drops by a fifth.
/// The ratio is therefore taken within each round and the median of those is the bench's
/// figure, where a ratio of the two servers' separate medians could set a fast-phase load of
/// one against a slow-phase load of the other. The rounds' range is the bench's own noise.
#[derive(Debug, PartialEq)]
pub struct RoundRatios {
    pub median: f64,
    pub lowest: f64,
    pub highest: f64,
}

impl RoundRatios {
    /// The ratios of rounds in which both servers were loaded (the two lists pair up by round).
    pub fn of(hive: &[Load], nginx: &[Load]) -> RoundRatios {
        let ratios: Vec<f64> = hive
            .iter()
            .zip(nginx)
            .map(|(hive, nginx)| hive.requests_per_sec / nginx.requests_per_sec)
            .collect();
        let (lowest, highest) = range(ratios.iter().copied());
        RoundRatios {
            lowest,
            highest,
            median: middle(ratios),
        }
    }

    /// Whether the median meets [`PARITY`].
    pub fn at_parity(&self) -> bool {
        self.median >= PARITY
    }
}

/// hive-server's p99 against nginx's, both the median of the rounds, with nginx's own
/// spread from round to round (highest less lowest) as the noise.
#[derive(Debug, PartialEq)]
pub struct P99 {
    pub hive_ms: f64,
    pub nginx_ms: f64,
    pub nginx_spread_ms: f64,
}

impl P99 {
    /// The p99 figures of the rounds.
    pub fn of(hive: &[Load], nginx: &[Load]) -> P99 {
        let (lowest, highest) = range(nginx.iter().map(|load| load.p99_ms));
        P99 {
            hive_ms: median(hive).p99_ms,
            nginx_ms: median(nginx).p99_ms,
            nginx_spread_ms: highest - lowest,
        }
    }

    /// True unless hive-server's p99 is above nginx's by more than nginx's own spread.
    pub fn within_noise(&self) -> bool {
        self.hive_ms - self.nginx_ms <= self.nginx_spread_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(requests_per_sec: f64) -> Load {
        Load {
            requests_per_sec,
            ..Load::default()
        }
    }

    fn p99(p99_ms: f64) -> Load {
        Load {
            p99_ms,
            ..Load::default()
        }
    }

    #[test]
    fn the_ratio_is_taken_within_each_round_so_a_phase_change_between_rounds_cancels() {
        // Rounds 1 and 3 ran in a slow phase, rounds 2 and 4 in a fast one, and hive-server
        // served 5 % more than nginx in each.
        let nginx = [80_000.0, 100_000.0, 80_000.0, 100_000.0].map(load);
        let hive = nginx.map(|load| self::load(load.requests_per_sec * 1.05));
        let ratios = RoundRatios::of(&hive, &nginx);
        assert!((ratios.median - 1.05).abs() < 1e-9, "{ratios:?}");
        assert!((ratios.lowest - 1.05).abs() < 1e-9 && (ratios.highest - 1.05).abs() < 1e-9);
    }

    #[test]
    fn a_round_that_straddles_a_phase_change_moves_the_range_not_the_median() {
        let nginx = [100_000.0, 100_000.0, 80_000.0, 100_000.0].map(load);
        let hive = [104_000.0, 103_000.0, 84_000.0, 80_000.0].map(load);
        let ratios = RoundRatios::of(&hive, &nginx);
        assert!((ratios.median - 1.035).abs() < 1e-9, "{ratios:?}");
        assert!((ratios.lowest - 0.8).abs() < 1e-9, "{ratios:?}");
        assert!((ratios.highest - 1.05).abs() < 1e-9, "{ratios:?}");
    }

    #[test]
    fn parity_is_a_median_of_at_least_095() {
        let nginx = [100_000.0; 4].map(load);
        let at = |hive: [f64; 4]| RoundRatios::of(&hive.map(load), &nginx).at_parity();
        assert!(at([95_000.0, 95_000.0, 80_000.0, 99_000.0]));
        assert!(!at([94_000.0, 94_000.0, 99_000.0, 80_000.0]));
    }

    #[test]
    fn a_p99_above_nginx_by_less_than_its_spread_is_within_the_noise() {
        let nginx = [0.60, 0.70, 0.65, 0.80].map(p99);
        let p99_of = |hive: [f64; 4]| P99::of(&hive.map(p99), &nginx);
        let close = p99_of([0.80, 0.85, 0.80, 0.90]);
        assert!((close.nginx_spread_ms - 0.20).abs() < 1e-9, "{close:?}");
        assert!(close.within_noise(), "{close:?}");
        assert!(!p99_of([0.95, 1.00, 0.90, 0.99]).within_noise());
    }

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two() {
        assert_eq!(middle(vec![4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(middle(vec![3.0, 1.0, 2.0]), 2.0);
        assert!(middle(Vec::new()).is_nan());
    }
}
