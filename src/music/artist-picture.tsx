// The artist's picture, redrawn on a canvas to fit within 300x300 pixels
// (aspect ratio kept) and clipped round.
import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { fitWithin, type Size } from './fit-within';

export const ARTIST_PICTURE_BOX: Size = { width: 300, height: 300 };

interface ArtistPictureProps {
  src: string;
  label: string;
}

function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, size: Size) {
  const ratio = Math.max(1, Math.round(window.devicePixelRatio || 1));
  canvas.width = size.width * ratio;
  canvas.height = size.height * ratio;
  canvas.style.width = `${size.width}px`;
  canvas.style.height = `${size.height}px`;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, size.width, size.height);
  context.beginPath();
  context.ellipse(size.width / 2, size.height / 2, size.width / 2, size.height / 2, 0, 0, Math.PI * 2);
  context.clip();
  context.drawImage(image, 0, 0, size.width, size.height);
}

export function ArtistPicture({ src, label }: ArtistPictureProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<Size | null>(null);

  useEffect(() => {
    let current = true;
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      const canvas = canvasRef.current;
      if (!current || !canvas) return;
      const size = fitWithin({ width: image.naturalWidth, height: image.naturalHeight }, ARTIST_PICTURE_BOX);
      if (size.width === 0) return;
      draw(canvas, image, size);
      setDrawn(size);
    };
    image.src = src;
    return () => {
      current = false;
      image.onload = null;
    };
  }, [src]);

  return (
    <Box
      position="relative"
      w={`${drawn?.width ?? ARTIST_PICTURE_BOX.width}px`}
      h={`${drawn?.height ?? ARTIST_PICTURE_BOX.height}px`}
    >
      {drawn ? null : <Box position="absolute" inset="0" rounded="full" bg="bg.muted" aria-hidden />}
      <chakra.canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="artist-picture"
        data-drawn-width={drawn?.width}
        data-drawn-height={drawn?.height}
        display="block"
        w="0"
        h="0"
      />
    </Box>
  );
}
