//! Loads a COSMIC theme export with RON's own parser (Debian's `ron` crate) into the shape of
//! cosmic-theme's `ThemeBuilder` (pop-os/libcosmic `cosmic-theme/src/model/theme.rs`: the fields
//! it requires, its palette enum of 32 colors, `Spacing`, `CornerRadii`), refusing any field it
//! does not know, and prints each color as `key #rrggbb` and each radius as `key value`, one a line.
#![allow(dead_code)] // Every field is read for the shape it must have; only the colors and radii are printed.

use serde::Deserialize;
use std::collections::BTreeMap;

/// cosmic-theme's `ColorRepr`: a hex string, or red, green, blue (and alpha) from 0 to 1.
#[derive(Deserialize)]
#[serde(untagged)]
enum Color {
    Hex(String),
    Rgba { red: f32, green: f32, blue: f32, alpha: f32 },
    Rgb { red: f32, green: f32, blue: f32 },
}

impl Color {
    fn hex(&self) -> String {
        let byte = |c: f32| (c * 255.0).round() as u8;
        match self {
            Color::Hex(text) => text.trim_start_matches('#')[..6].to_lowercase(),
            Color::Rgba { red, green, blue, .. } | Color::Rgb { red, green, blue } => {
                format!("{:02x}{:02x}{:02x}", byte(*red), byte(*green), byte(*blue))
            }
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Palette {
    name: String,
    bright_red: Color, bright_green: Color, bright_orange: Color, gray_1: Color, gray_2: Color,
    neutral_0: Color, neutral_1: Color, neutral_2: Color, neutral_3: Color, neutral_4: Color, neutral_5: Color,
    neutral_6: Color, neutral_7: Color, neutral_8: Color, neutral_9: Color, neutral_10: Color,
    accent_blue: Color, accent_indigo: Color, accent_purple: Color, accent_pink: Color, accent_red: Color,
    accent_orange: Color, accent_yellow: Color, accent_green: Color, accent_warm_grey: Color,
    ext_warm_grey: Color, ext_orange: Color, ext_yellow: Color, ext_blue: Color, ext_purple: Color, ext_pink: Color,
    ext_indigo: Color,
}

#[derive(Deserialize)]
enum CosmicPalette { Dark(Palette), Light(Palette), HighContrastLight(Palette), HighContrastDark(Palette) }

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Spacing {
    space_none: u16, space_xxxs: u16, space_xxs: u16, space_xs: u16, space_s: u16, space_m: u16, space_l: u16,
    space_xl: u16, space_xxl: u16, space_xxxl: u16,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CornerRadii {
    radius_0: [f32; 4], radius_xs: [f32; 4], radius_s: [f32; 4], radius_m: [f32; 4], radius_l: [f32; 4], radius_xl: [f32; 4],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ThemeBuilder {
    palette: CosmicPalette,
    spacing: Spacing,
    corner_radii: CornerRadii,
    neutral_tint: Option<Color>,
    bg_color: Option<Color>,
    primary_container_bg: Option<Color>,
    secondary_container_bg: Option<Color>,
    text_tint: Option<Color>,
    accent: Option<Color>,
    success: Option<Color>,
    warning: Option<Color>,
    destructive: Option<Color>,
    gaps: (u32, u32),
    active_hint: u32,
    window_hint: Option<Color>,
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: cosmic-ron-check FILE");
    let text = std::fs::read_to_string(&path).expect("readable file");
    let theme: ThemeBuilder = match ron::from_str(&text) {
        Ok(theme) => theme,
        Err(error) => {
            eprintln!("{path}: {error}");
            std::process::exit(1);
        }
    };
    let (variant, p) = match &theme.palette {
        CosmicPalette::Dark(p) | CosmicPalette::HighContrastDark(p) => ("dark", p),
        CosmicPalette::Light(p) | CosmicPalette::HighContrastLight(p) => ("light", p),
    };
    let mut lines: BTreeMap<String, String> = BTreeMap::new();
    lines.insert("variant".into(), variant.into());
    lines.insert("name".into(), p.name.clone());
    for (key, color) in [
        ("bright_red", &p.bright_red), ("bright_green", &p.bright_green), ("bright_orange", &p.bright_orange),
        ("gray_1", &p.gray_1), ("gray_2", &p.gray_2), ("neutral_0", &p.neutral_0), ("neutral_1", &p.neutral_1),
        ("neutral_2", &p.neutral_2), ("neutral_3", &p.neutral_3), ("neutral_4", &p.neutral_4), ("neutral_5", &p.neutral_5),
        ("neutral_6", &p.neutral_6), ("neutral_7", &p.neutral_7), ("neutral_8", &p.neutral_8), ("neutral_9", &p.neutral_9),
        ("neutral_10", &p.neutral_10), ("accent_blue", &p.accent_blue), ("accent_indigo", &p.accent_indigo),
        ("accent_purple", &p.accent_purple), ("accent_pink", &p.accent_pink), ("accent_red", &p.accent_red),
        ("accent_orange", &p.accent_orange), ("accent_yellow", &p.accent_yellow), ("accent_green", &p.accent_green),
        ("accent_warm_grey", &p.accent_warm_grey), ("ext_warm_grey", &p.ext_warm_grey), ("ext_orange", &p.ext_orange),
        ("ext_yellow", &p.ext_yellow), ("ext_blue", &p.ext_blue), ("ext_purple", &p.ext_purple), ("ext_pink", &p.ext_pink),
        ("ext_indigo", &p.ext_indigo),
    ] {
        lines.insert(key.into(), format!("#{}", color.hex()));
    }
    for (key, color) in [("bg_color", &theme.bg_color), ("text_tint", &theme.text_tint), ("accent", &theme.accent)] {
        if let Some(color) = color {
            lines.insert(key.into(), format!("#{}", color.hex()));
        }
    }
    let r = &theme.corner_radii;
    for (key, radius) in [("radius_s", r.radius_s), ("radius_m", r.radius_m), ("radius_l", r.radius_l), ("radius_xl", r.radius_xl)] {
        lines.insert(key.into(), format!("{}", radius[0]));
    }
    for (key, value) in lines {
        println!("{key} {value}");
    }
}
