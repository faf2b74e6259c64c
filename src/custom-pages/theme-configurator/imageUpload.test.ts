import { imageOf, imageProblem, MAX_IMAGE_BYTES } from './imageUpload';

describe('image uploads', () => {
  it('accepts raster images up to 256 KB and refuses SVG, other types and empty or larger files', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('image_type');
    expect(imageProblem({ type: 'text/html', size: 1000 })).toBe('image_type');
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('image_size');
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('image_size');
  });

  it('sends the bytes as base64 with the type', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    expect(await imageOf(file)).toEqual({ contentType: 'image/png', data: 'iVBORw==' });
  });
});
