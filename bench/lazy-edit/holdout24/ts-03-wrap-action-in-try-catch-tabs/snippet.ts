// ... existing code ...
		.option("--dry-run", "print what would be written", false)
		.action(async (template: string, flags: GenerateFlags) => {
			try {
				const config: ProjectConfig = await loadConfig(process.cwd());
				const files = await renderTemplate(template, config);
				const outDir = path.resolve(process.cwd(), flags.out);

				for (const [relative, contents] of Object.entries(files)) {
					const target = path.join(outDir, relative);
					await writeOutput(target, contents, flags);
				}

				console.log(pc.bold(`Generated ${Object.keys(files).length} file(s) into ${outDir}`));
			} catch (err) {
				console.error(pc.red(`generate failed: ${(err as Error).message}`));
				process.exitCode = 1;
			}
		});
}
