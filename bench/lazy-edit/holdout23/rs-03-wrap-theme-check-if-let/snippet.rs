// ... existing code ...
    let root = path.parent().unwrap_or(Path::new("."));
    if settings.output_dir.is_relative() {
        settings.output_dir = root.join(&settings.output_dir);
    }

    if let Some(theme) = settings.theme.as_deref() {
        let theme_dir = root.join("themes").join(theme);
        if !theme_dir.is_dir() {
            bail!("theme directory {} does not exist", theme_dir.display());
        }
    }

    if let Ok(url) = env::var("SITE_BASE_URL") {
        settings.base_url = url;
    }

    if settings.jobs == 0 {
        settings.jobs = default_jobs();
    }
    Ok(settings)
}
