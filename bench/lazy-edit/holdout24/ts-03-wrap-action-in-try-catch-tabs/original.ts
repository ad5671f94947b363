import { promises as fs } from "node:fs";
import path from "node:path";
import { Command } from "commander";
import pc from "picocolors";

import { loadConfig } from "../config";
import { renderTemplate } from "../templates";
import type { ProjectConfig } from "../types";

interface GenerateFlags {
	out: string;
	force: boolean;
	dryRun: boolean;
}

async function exists(file: string): Promise<boolean> {
	try {
		await fs.access(file);
		return true;
	} catch {
		return false;
	}
}

async function writeOutput(file: string, contents: string, flags: GenerateFlags): Promise<void> {
	if (flags.dryRun) {
		console.log(pc.dim(`[dry-run] would write ${file}`));
		return;
	}
	if (!flags.force && (await exists(file))) {
		console.log(pc.yellow(`skip ${file} (exists, use --force)`));
		return;
	}
	await fs.mkdir(path.dirname(file), { recursive: true });
	await fs.writeFile(file, contents, "utf8");
	console.log(pc.green(`wrote ${file}`));
}

export function registerGenerate(program: Command): void {
	program
		.command("generate <template>")
		.description("Render a template into the output directory")
		.option("-o, --out <dir>", "output directory", "generated")
		.option("-f, --force", "overwrite existing files", false)
		.option("--dry-run", "print what would be written", false)
		.action(async (template: string, flags: GenerateFlags) => {
			const config: ProjectConfig = await loadConfig(process.cwd());
			const files = await renderTemplate(template, config);
			const outDir = path.resolve(process.cwd(), flags.out);

			for (const [relative, contents] of Object.entries(files)) {
				const target = path.join(outDir, relative);
				await writeOutput(target, contents, flags);
			}

			console.log(pc.bold(`Generated ${Object.keys(files).length} file(s) into ${outDir}`));
		});
}
