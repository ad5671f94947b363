// ... existing code ...

export async function resizeImage(inputPath, outDir) {
  try {
    await fs.mkdir(outDir, { recursive: true });
    const buffer = await fs.readFile(inputPath);
    const variants = await Promise.all(
      SIZES.map(async (width) => {
        const info = await sharp(buffer)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toFile(path.join(outDir, outputName(inputPath, width)));
        return { width, bytes: info.size };
      }),
    );
    return { source: inputPath, variants };
  } catch (err) {
    console.error(`Failed to process ${inputPath}: ${err.message}`);
    return { source: inputPath, variants: [], error: err.message };
  }
}

// ... existing code ...
