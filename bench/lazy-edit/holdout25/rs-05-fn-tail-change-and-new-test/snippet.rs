// ... existing code ...
            pending_dash = true;
        }
    }

    let slug = truncate_at_boundary(slug, MAX_SLUG_LEN);
    if slug.is_empty() {
        return String::from("untitled");
    }
    slug
}

fn truncate_at_boundary(mut slug: String, max: usize) -> String {
// ... existing code ...
    #[test]
    fn long_titles_cut_at_dash() {
        // ... existing code ...
    }

    #[test]
    fn symbols_only_title_falls_back() {
        assert_eq!(slugify("!!! ???"), "untitled");
        assert_eq!(unique_slug("***", |s| s == "untitled"), "untitled-2");
    }
}
