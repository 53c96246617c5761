import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazy page loads; tall enough that the footer does not jump up and down. */
export function PageFallback() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="読み込み中" />
    </Box>
  );
}

/** A spinner in the middle of the screen, before there is any layout (member area, current user loading). */
export function FullPageFallback() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="読み込み中" />
    </Box>
  );
}
