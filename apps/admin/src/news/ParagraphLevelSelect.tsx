import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useReducer, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

/** What a paragraph of the body may be: text, or a heading of a level. */
const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
type Level = (typeof LEVELS)[number];
const labelKey = (level: Level) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

/**
 * The news editor's 「本文／見出し」 choice: a button naming the current paragraph's kind and a menu of the others.
 * ra-input-rich-text's LevelSelect draws it as a list item inside a <nav>, which is no list (axe `listitem`, issue 33).
 */
export const ParagraphLevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The button follows the cursor: drawn again on each change of the editor's state.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return undefined;
    editor.on('transaction', redraw);
    return () => {
      editor.off('transaction', redraw);
    };
  }, [editor]);
  const current: Level = LEVELS.find((level) => level !== 0 && editor?.isActive('heading', { level })) ?? 0;
  const choose = (level: Level) => {
    setAnchor(null);
    if (!editor) return;
    // StarterKit's commands (its types augment tiptap's only where StarterKit is imported).
    const chain = editor.chain().focus() as unknown as { setParagraph(): { run(): boolean }; setHeading(attributes: { level: Exclude<Level, 0> }): { run(): boolean } };
    if (level === 0) chain.setParagraph().run();
    else chain.setHeading({ level }).run();
  };
  const label = translate(labelKey(current));
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'news-paragraph-level' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('ra.tiptap.current_level')}：${label}`}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 110, justifyContent: 'space-between', borderColor: 'divider', fontWeight: 400 }}
      >
        {label}
      </Button>
      <Menu id="news-paragraph-level" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('ra.tiptap.select_level') } }}>
        {LEVELS.map((level) => (
          <MenuItem key={level} selected={level === current} onClick={() => choose(level)}>
            {translate(labelKey(level))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
