import { renderDiff } from './diff-render.js';
import { flags } from '../config/flags.js';

export async function compareView(req, res) {
  // ... existing code ...
    stats: comparison.stats,
  };

  const files = comparison.files.map((file) => renderDiff(file, { wordDiff: true }));
  context.files = files;
  context.truncated = files.some((f) => f.truncated);

  res.set('Cache-Control', 'private, max-age=60');
  // ... existing code ...
