import Box from '@mui/material/Box';
import { useMemberRatings } from '../api/lesson-ratings';
import { RatingShown } from './LessonRatingBlock';

/** Issue 29: beside the coach's note, the member's own rating of that lesson (the coach's marks are the skill chips). */
export function KarteMemberRating({ lessonId }: { lessonId: string }) {
  const { data: ratings } = useMemberRatings();
  const rating = ratings?.find((r) => r.lesson_id === lessonId);
  if (!rating) return null;
  return (
    <Box data-testid="karte-member-rating" sx={{ mt: 1.25 }}>
      <RatingShown rating={rating} title="あなたのレッスン評価" />
    </Box>
  );
}
