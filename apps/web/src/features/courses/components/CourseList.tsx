import type { CurrentUser, GameDto } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { memberCourses, type MemberCourse } from '../../../components/layout/member-nav';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { errorMessage } from '../../../lib/http';
import { paymentsApi } from '../../payments/api/endpoints';
import { ME_ENDPOINT } from '../../auth/api/me-endpoint';
import { isCourseLessonKey } from '../../lessons/model/course-lessons';
import { joinCourse, leaveCourse } from '../api/courses';

const courseSx = {
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 1.25,
  pl: 1.5,
  pr: 5,
  py: 1,
  borderRadius: 2,
  fontWeight: 700,
  fontSize: '0.875rem',
  textAlign: 'left',
  border: 1,
  borderColor: 'divider',
} as const;

const FAILED = 'コースを変更できませんでした。もう一度お試しください。';

/**
 * Spec §2 member sidebar: the member's courses (non-legacy games), the selected one highlighted. Choosing
 * another selects it (`/api/games/{id}/join`), × takes one off after asking (`/cancel`), and 'コースを追加'
 * offers the games on sale that are not on the list yet.
 */
export function CourseList({ me }: { me: CurrentUser }) {
  const courses = memberCourses(me);
  const { mutate } = useSWRConfig();
  const { showSuccess, showError } = useSnackbar();
  const [busy, setBusy] = useState<number | null>(null);
  const [leaving, setLeaving] = useState<MemberCourse | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const games = useSWR<GameDto[], unknown>(menuAnchor ? paymentsApi.games : null, { revalidateOnFocus: false });
  const addable = (games.data ?? []).filter((game) => !game.is_legacy && !courses.some((course) => course.gameId === game.id));

  const change = async (gameId: number, action: (id: number) => Promise<CurrentUser>, done: string) => {
    setBusy(gameId);
    try {
      await mutate(ME_ENDPOINT, await action(gameId), { revalidate: false });
      // The answer's current plan is the chosen course's: mypage asks for its next lesson and groups by its game
      // (new keys, read at once); every lesson view is read again too, so nothing on the page speaks of the old course.
      void mutate(isCourseLessonKey);
      showSuccess(done);
    } catch (error) {
      showError(errorMessage(error, FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="member-courses" sx={{ px: 1.5, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5 }}>
        <Typography id="member-courses" component="h2" sx={{ flex: 1, fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.12em', color: 'text.secondary' }}>
          受講コース
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={(event) => setMenuAnchor(event.currentTarget)} aria-haspopup="menu" sx={{ fontSize: '0.75rem' }}>
          コースを追加
        </Button>
      </Box>
      {courses.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
          選択中のコースはありません。
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {courses.map((course) => (
            <Box component="li" key={course.gameId} aria-current={course.selected ? 'true' : undefined} sx={{ position: 'relative' }}>
              {course.selected ? (
                <Box sx={{ ...courseSx, color: '#fff', borderColor: 'transparent', background: `linear-gradient(135deg, ${brand.indigo}, #5a3fd1)` }}>
                  <SportsEsportsOutlinedIcon aria-hidden sx={{ fontSize: 20 }} />
                  <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                    {course.name}
                  </Box>
                  <Box component="span" sx={{ fontSize: '0.6875rem', px: 1, py: 0.25, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.22)' }}>
                    選択中
                  </Box>
                </Box>
              ) : (
                // Named from "select" first: the game's name alone is the purchase page's game button.
                <ButtonBase
                  onClick={() => void change(course.gameId, joinCourse, `${course.name}を選択しました。`)}
                  disabled={busy !== null}
                  aria-label={`選択するコース：${course.name}`}
                  sx={{ ...courseSx, color: 'text.primary', '&:hover': { bgcolor: 'rgba(52, 81, 209, 0.06)' } }}
                >
                  {busy === course.gameId ? <CircularProgress size={18} color="inherit" /> : <SportsEsportsOutlinedIcon aria-hidden sx={{ fontSize: 20, opacity: 0.7 }} />}
                  <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                    {course.name}
                  </Box>
                </ButtonBase>
              )}
              <IconButton
                size="small"
                aria-label={`コース一覧から外す：${course.name}`}
                disabled={busy !== null}
                onClick={() => setLeaving(course)}
                sx={{ position: 'absolute', right: 6, top: '50%', transform: 'translateY(-50%)', color: course.selected ? 'rgba(255,255,255,0.85)' : 'text.secondary' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}

      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {games.error ? (
          <MenuItem disabled>ゲームを読み込めませんでした</MenuItem>
        ) : !games.data ? (
          <MenuItem disabled>読み込み中…</MenuItem>
        ) : addable.length === 0 ? (
          <MenuItem disabled>追加できるコースはありません</MenuItem>
        ) : (
          addable.map((game) => (
            <MenuItem
              key={game.id}
              onClick={() => {
                setMenuAnchor(null);
                void change(game.id, joinCourse, `${game.name}を追加しました。`);
              }}
            >
              {game.name}
            </MenuItem>
          ))
        )}
      </Menu>

      <Dialog open={leaving !== null} onClose={() => setLeaving(null)} aria-labelledby="leave-course-title">
        <DialogTitle id="leave-course-title">コースを外しますか？</DialogTitle>
        <DialogContent>
          <DialogContentText>{leaving?.name}をコース一覧から外します。受講中のプランがあるコースは外せません。</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLeaving(null)}>キャンセル</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const course = leaving!;
              setLeaving(null);
              void change(course.gameId, leaveCourse, `${course.name}を外しました。`);
            }}
          >
            外す
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
