import { render } from './render.js';

export function draw(canvas: Canvas, scene: Scene): void {
  render(canvas, scene);
}
