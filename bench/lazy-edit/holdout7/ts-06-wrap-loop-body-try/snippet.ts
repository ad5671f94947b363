// ...existing code...
  for (const file of files) {
    try {
      const raw = await readFile(file, "utf8");
      const rows: InvoiceRow[] = parse(raw, { columns: true, skip_empty_lines: true });
      const valid = rows.filter((row) => Number.isFinite(Number(row.amount_cents)));
      summary.skipped += rows.length - valid.length;

      const target = path.join(outDir, path.basename(file, ".csv") + ".json");
      await writeFile(target, JSON.stringify(valid, null, 2));
      summary.imported += valid.length;
      logger.info(`imported ${valid.length} invoices from ${file}`);
    } catch (err) {
      summary.failedFiles.push(file);
      logger.error(`failed to import ${file}: ${(err as Error).message}`);
    }
  }

  return summary;
}
