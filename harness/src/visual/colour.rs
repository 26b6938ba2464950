//! Colour difference as people see it: CIE L*a*b* (D65) and the CIE76 and CIEDE2000 ΔE
//! formulas, to set and test the per-pixel threshold of the visual comparison.
//!
//! A ΔE of about 1 is the smallest difference an observer notices side by side; 2 is plain
//! to a designer comparing two shades. The comparison itself uses pixelmatch's YIQ distance,
//! which is cheaper; the tests here prove that its threshold fails every change of ΔE ≥ 2.

/// A colour in CIE L*a*b*, D65 white.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lab {
    /// Lightness, 0 to 100.
    pub l: f64,
    /// Green (negative) to red (positive).
    pub a: f64,
    /// Blue (negative) to yellow (positive).
    pub b: f64,
}

/// An 8-bit sRGB colour as CIE L*a*b* (D65), through linear light and CIE XYZ.
pub fn lab(rgb: [u8; 3]) -> Lab {
    lab_of([f64::from(rgb[0]), f64::from(rgb[1]), f64::from(rgb[2])])
}

/// As [`lab`], for sRGB channels given as real numbers from 0 to 255.
pub fn lab_of(rgb: [f64; 3]) -> Lab {
    let linear = |channel: f64| {
        let c = channel / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b] = rgb.map(linear);
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = 0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b;
    let f = |t: f64| {
        if t > 216.0 / 24_389.0 {
            t.cbrt()
        } else {
            (24_389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    Lab {
        l: 116.0 * fy - 16.0,
        a: 500.0 * (fx - fy),
        b: 200.0 * (fy - fz),
    }
}

/// CIE76 ΔE*ab: the straight distance in L*a*b*. The figure the brand-colour check quotes (#f2a516 to
/// #e39a12 is 5.5).
pub fn delta_e76(first: Lab, second: Lab) -> f64 {
    ((first.l - second.l).powi(2) + (first.a - second.a).powi(2) + (first.b - second.b).powi(2))
        .sqrt()
}

/// CIEDE2000 ΔE00 (Sharma, Wu and Dalal's formulation), which corrects CIE76 for how much
/// less people notice a change of chroma in saturated colours.
pub fn delta_e2000(first: Lab, second: Lab) -> f64 {
    let (l1, a1, b1) = (first.l, first.a, first.b);
    let (l2, a2, b2) = (second.l, second.a, second.b);
    let pow7 = |v: f64| v.powi(7);
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (pow7(c_mean) / (pow7(c_mean) + pow7(25.0))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let delta_l = l2 - l1;
    let delta_c = c2p - c1p;
    let delta_h_angle = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let delta_h = 2.0 * (c1p * c2p).sqrt() * (delta_h_angle / 2.0).to_radians().sin();
    let l_mean = (l1 + l2) / 2.0;
    let c_mean_p = (c1p + c2p) / 2.0;
    let h_mean = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let cos = |degrees: f64| degrees.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
    let delta_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (pow7(c_mean_p) / (pow7(c_mean_p) + pow7(25.0))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_mean_p;
    let s_h = 1.0 + 0.015 * c_mean_p * t;
    let r_t = -(2.0 * delta_theta).to_radians().sin() * r_c;
    let (dl, dc, dh) = (delta_l / s_l, delta_c / s_c, delta_h / s_h);
    (dl * dl + dc * dc + dh * dh + r_t * dc * dh).sqrt()
}

/// ΔE as this harness uses the word: the larger of the CIE76 and CIEDE2000 figures, so a
/// rule that holds for it holds for both.
pub fn delta_e(first: [u8; 3], second: [u8; 3]) -> f64 {
    let (first, second) = (lab(first), lab(second));
    delta_e76(first, second).max(delta_e2000(first, second))
}

/// Parses `#rrggbb`.
pub fn parse_hex(hex: &str) -> Option<[u8; 3]> {
    let digits = hex.trim().strip_prefix('#')?;
    if digits.len() != 6 {
        return None;
    }
    let channel = |at: usize| u8::from_str_radix(digits.get(at..at + 2)?, 16).ok();
    Some([channel(0)?, channel(2)?, channel(4)?])
}

/// Formats `#rrggbb`.
pub fn to_hex(rgb: [u8; 3]) -> String {
    format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
}

/// The first shade of `rgb` at least `delta` away by [`delta_e`], found by scaling the
/// channels down a step at a time: how a design token drifts when someone picks a
/// "slightly deeper" shade of the same hue.
pub fn darker_by(rgb: [u8; 3], delta: f64) -> Option<[u8; 3]> {
    (1..=255u32).rev().find_map(|scale| {
        let shade = rgb.map(|c| u8::try_from(u32::from(c) * scale / 256).unwrap_or(c));
        (delta_e(rgb, shade) >= delta).then_some(shade)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delta_e2000_matches_sharma_wu_and_dalals_published_pairs() {
        // Pairs 1, 7, 13 and 25 of the CIEDE2000 test data, Lab in and ΔE00 out.
        let pairs = [
            ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
            ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
            ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
            (
                (60.2574, -34.0099, 36.2677),
                (60.4626, -34.1751, 39.4387),
                1.2644,
            ),
        ];
        for ((l1, a1, b1), (l2, a2, b2), expected) in pairs {
            let got = delta_e2000(
                Lab {
                    l: l1,
                    a: a1,
                    b: b1,
                },
                Lab {
                    l: l2,
                    a: a2,
                    b: b2,
                },
            );
            assert!(
                (got - expected).abs() < 1e-4,
                "expected {expected}, got {got}"
            );
        }
    }

    #[test]
    fn the_issue_13_shades_are_5_5_apart_in_cie76() {
        let (honey, deeper) = (
            parse_hex("#f2a516").expect("hex"),
            parse_hex("#e39a12").expect("hex"),
        );
        let delta = delta_e76(lab(honey), lab(deeper));
        assert!((delta - 5.45).abs() < 0.01, "got {delta}");
    }

    #[test]
    fn a_darker_shade_is_at_least_the_asked_distance_away() {
        let honey = parse_hex("#f2a516").expect("hex");
        let shade = darker_by(honey, 3.0).expect("a darker shade");
        let delta = delta_e(honey, shade);
        assert!(
            (3.0..3.5).contains(&delta),
            "{} is {delta} away",
            to_hex(shade)
        );
    }
}
