import { describe, expect, it } from 'vitest';
import { frameImage, sizedImageUrl } from './image-url';

describe('sizedImageUrl', () => {
  it('asks the platform for demo images at the drawn size', () => {
    expect(sizedImageUrl('/media/demo/enamel-mug.svg', 400, 400)).toBe(
      '/media/demo/enamel-mug.svg?w=400&h=400',
    );
    expect(sizedImageUrl('http://localhost:4000/media/demo/mug--detail.svg?w=800&h=800', 300.4, 200)).toBe(
      'http://localhost:4000/media/demo/mug--detail.svg?w=300&h=200',
    );
  });

  it('leaves other images alone', () => {
    expect(sizedImageUrl('/media/3f1c0b2a', 400, 400)).toBe('/media/3f1c0b2a');
    expect(sizedImageUrl('https://cdn.example/a.jpg', 400, 400)).toBe('https://cdn.example/a.jpg');
  });
});

describe('frameImage', () => {
  it('gives the frame’s size as the intrinsic size, and nothing without a URL', () => {
    expect(frameImage('/media/demo/a.svg', 320, 240)).toEqual({
      src: '/media/demo/a.svg?w=320&h=240',
      width: 320,
      height: 240,
    });
    expect(frameImage(undefined, 1, 1)).toBeUndefined();
  });
});
