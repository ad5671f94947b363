import { debug } from './debug.js';
import { render } from './render.js';

export function draw(canvas: Canvas, scene: Scene): void {
  debug('drawing', scene.id);
  render(canvas, scene);
}
