//! The translations are complete: every message file parses without error, every language
//! has exactly English's messages and attributes, each using the same variables as
//! English's, every message formats in every language without error, and each language
//! keeps its typography.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use fluent_syntax::ast;

use super::{LANGUAGES, Lang};

/// A message (or an attribute of one, `id.attribute`) and the variables it uses.
type Shape = BTreeMap<String, BTreeSet<String>>;

/// Every message and attribute of a file, with the variables each uses; panics on a parse
/// error, naming the language and the error.
fn shape(lang: Lang) -> Shape {
    let resource = match fluent_syntax::parser::parse(lang.messages()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("i18n/{}/doppel.ftl does not parse: {errors:#?}", lang.tag()),
    };
    let mut shape = Shape::new();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(message) => (
                message.id.name.to_string(),
                message.value.as_ref(),
                &message.attributes,
            ),
            ast::Entry::Term(term) => (
                format!("-{}", term.id.name),
                Some(&term.value),
                &term.attributes,
            ),
            _ => continue,
        };
        let mut add = |key: String, pattern: &ast::Pattern<&str>| {
            let mut variables = BTreeSet::new();
            pattern_variables(pattern, &mut variables);
            assert!(
                shape.insert(key.clone(), variables).is_none(),
                "{key} is defined twice in i18n/{}/doppel.ftl",
                lang.tag()
            );
        };
        if let Some(value) = value {
            add(id.clone(), value);
        }
        for attribute in attributes {
            add(format!("{id}.{}", attribute.id.name), &attribute.value);
        }
    }
    shape
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

#[test]
fn every_language_has_exactly_englishs_messages_with_its_variables() {
    let english = shape(Lang::En);
    assert!(
        english.len() > 100,
        "the English file reads as too few messages"
    );
    for lang in LANGUAGES.into_iter().skip(1) {
        let translated = shape(lang);
        let file = format!("i18n/{}/doppel.ftl", lang.tag());
        let missing: Vec<&String> = english
            .keys()
            .filter(|k| !translated.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{file} lacks {missing:?}");
        let extra: Vec<&String> = translated
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(
            extra.is_empty(),
            "{file} has {extra:?}, which English no longer has"
        );
        for (key, variables) in &english {
            assert_eq!(
                &translated[key], variables,
                "{file}: {key} uses other variables than English's"
            );
        }
    }
}

#[test]
fn every_message_formats_in_every_language_without_error() {
    let english = shape(Lang::En);
    for lang in LANGUAGES {
        let resource = FluentResource::try_new(lang.messages().to_string())
            .unwrap_or_else(|_| panic!("{} does not parse", lang.tag()));
        let mut bundle = FluentBundle::new(vec![lang.identifier()]);
        bundle.set_use_isolating(false);
        if let Err(errors) = bundle.add_resource(resource) {
            panic!("{}: {errors:?}", lang.tag());
        }
        for (key, variables) in &english {
            if key.starts_with('-') {
                continue;
            }
            // Each variable as a few numbers, so every plural branch is taken.
            for n in [0, 1, 2, 5, 1000] {
                let mut args = FluentArgs::new();
                for variable in variables {
                    args.set(variable.clone(), n);
                }
                let (id, attribute) = match key.split_once('.') {
                    Some((id, attribute)) => (id, Some(attribute)),
                    None => (key.as_str(), None),
                };
                let message = bundle.get_message(id).expect("checked above");
                let pattern = match attribute {
                    Some(attribute) => message.get_attribute(attribute).map(|a| a.value()),
                    None => message.value(),
                }
                .expect("checked above");
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(
                    errors.is_empty(),
                    "{} {key}: {errors:?} ({text})",
                    lang.tag()
                );
                assert!(!text.trim().is_empty(), "{} {key} is empty", lang.tag());
            }
        }
    }
}

/// The text of every message of a file, without its placeables.
fn texts(lang: Lang) -> Vec<(String, String)> {
    let resource = fluent_syntax::parser::parse(lang.messages()).expect("parses");
    let mut out = Vec::new();
    fn collect(pattern: &ast::Pattern<&str>, text: &mut String) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => text.push_str(value),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for variant in variants {
                        collect(&variant.value, text);
                        text.push('\n');
                    }
                }
                ast::PatternElement::Placeable { .. } => text.push('\u{fffc}'),
            }
        }
    }
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut text = String::new();
            if let Some(value) = &message.value {
                collect(value, &mut text);
            }
            for attribute in &message.attributes {
                text.push('\n');
                collect(&attribute.value, &mut text);
            }
            out.push((message.id.name.to_string(), text));
        }
    }
    out
}

#[test]
fn each_language_keeps_its_typography() {
    for (id, text) in texts(Lang::Fr) {
        // A no-break space before : ; ! ? and %, never a plain one.
        for mark in [" :", " ;", " !", " ?", " %"] {
            assert!(
                !text.contains(mark),
                "fr {id}: plain space in {mark:?}: {text}"
            );
        }
        assert!(!text.contains('"'), "fr {id}: straight quotes: {text}");
    }
    for lang in [Lang::De, Lang::Es] {
        for (id, text) in texts(lang) {
            assert!(
                !text.contains('"'),
                "{} {id}: straight quotes: {text}",
                lang.tag()
            );
        }
    }
    for (id, text) in texts(Lang::ZhCn) {
        // Full-width punctuation after Chinese text.
        let chars: Vec<char> = text.chars().collect();
        for pair in chars.windows(2) {
            let cjk = ('\u{4e00}'..='\u{9fff}').contains(&pair[0]);
            assert!(
                !(cjk && matches!(pair[1], ',' | ';' | ':' | '!' | '?' | '(')),
                "zh-CN {id}: half-width {:?} after Chinese text: {text}",
                pair[1]
            );
        }
    }
}
