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
