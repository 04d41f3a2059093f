import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Product spec, section 9: layout breakpoints (xxl is an extra key MUI does not know by default). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Below this width the back office uses its mobile layout (temporary menu drawer, card lists). */
export const MOBILE_BREAKPOINT = 'lg';

/** Scrolling duration (ms): a new screen scrolls to the top in this time (layout/smoothScroll.ts). */
export const SCROLL_DURATION_MS = 300;

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/**
 * Latin faces before any CJK one: a CJK face also has Latin letters, and Noto Sans CJK draws Polish and Swedish
 * accents misplaced. Chinese text falls through to the CJK faces, which the Latin ones lack. Same list in auth/login.css.
 */
export const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Liberation Sans"',
  '"DejaVu Sans"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'sans-serif',
].join(',');

type CheckBoxOwnerState = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/**
 * An aria-label given to a check box names its input. MUI passes a bare `aria-label` to its wrapping span, where it
 * names nothing (axe: `label`, critical, on the input and `aria-prohibited-attr`, serious, on the span); react-admin's
 * row check box (DatagridRow) is written that way. Input props given explicitly (the select-all box) are kept.
 */
const checkBoxLabelOnInput = {
  root: (ownerState: CheckBoxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
  input: (ownerState: CheckBoxOwnerState) => ({
    ...ownerState.inputProps,
    'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'],
  }),
};

/** The custom light theme: react-admin's defaults with a dark grey primary. */
export const lightTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'light',
    primary: { main: '#37474f', light: '#62727b', dark: '#102027', contrastText: '#ffffff' },
    secondary: { main: '#455a64', contrastText: '#ffffff' },
    // MUI's orange (#ed6c02) under white text is 3.0:1, below WCAG AA's 4.5:1 (the 定时发布 chip).
    warning: { main: '#b45309', contrastText: '#ffffff' },
    // MUI's red (#d32f2f) falls below 4.5:1 on the grey form toolbar where 删除 sits (axe color-contrast); red 900 is
    // 6.6:1 on white and still 5.0:1 on a grey as dark as #e0e0e0.
    error: { main: '#b71c1c', contrastText: '#ffffff' },
    background: { default: '#f5f6f7' },
  },
  typography: { fontFamily: FONT_STACK },
  components: {
    ...defaultTheme.components,
    // react-admin greys the empty-list message in text.disabled, below the 4.5:1 contrast of WCAG AA.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: '#5f6b72' } } } },
    MuiCheckbox: { defaultProps: { slotProps: checkBoxLabelOnInput } },
    // A long menu label (Swedish, Polish) wraps onto a second line instead of being cut off by the menu's width.
    RaMenuItemLink: {
      styleOverrides: {
        root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
      },
    },
  },
};
