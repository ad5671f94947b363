import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const SIZES = [320, 640, 1280];
const SUPPORTED = new Set(['.jpg', '.jpeg', '.png', '.webp']);

export function isSupportedImage(file) {
  return SUPPORTED.has(path.extname(file).toLowerCase());
}

export function outputName(file, width, format = 'webp') {
  const base = path.basename(file, path.extname(file));
  return `${base}-${width}w.${format}`;
}

export function resizeImage(inputPath, outDir) {
  return fs
    .mkdir(outDir, { recursive: true })
    .then(() => fs.readFile(inputPath))
    .then((buffer) =>
      Promise.all(
        SIZES.map((width) =>
          sharp(buffer)
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toFile(path.join(outDir, outputName(inputPath, width)))
            .then((info) => ({ width, bytes: info.size })),
        ),
      ),
    )
    .then((variants) => ({ source: inputPath, variants }))
    .catch((err) => {
      console.error(`Failed to process ${inputPath}: ${err.message}`);
      return { source: inputPath, variants: [], error: err.message };
    });
}

export async function processDirectory(srcDir, outDir) {
  const entries = await fs.readdir(srcDir, { withFileTypes: true });
  const results = [];
  for (const entry of entries) {
    if (entry.isFile() && isSupportedImage(entry.name)) {
      results.push(await resizeImage(path.join(srcDir, entry.name), outDir));
    }
  }
  const failed = results.filter((r) => r.error);
  console.log(`Processed ${results.length - failed.length} images, ${failed.length} failed`);
  return results;
}
