/**
 * The shape every brand fills completely. Names describe a role and a state,
 * never a palette entry: palette values live only in the brand files beside this one.
 */
export interface ActionTokens {
  bg: string;
  bgHover: string;
  bgPressed: string;
  bgDisabled: string;
  text: string;
  textDisabled: string;
  border: string;
}

export interface ToneTokens {
  /** Soft background of a message or pill in this tone. */
  bg: string;
  /** Text or icon on `bg`, and on the page surface. */
  text: string;
  /** Border of a message in this tone. */
  border: string;
  /** Solid fill (for a dot, an icon badge) that must contrast with the page. */
  solid: string;
}

export interface Tokens {
  color: {
    surface: { page: string; raised: string; sunken: string; inverse: string; backdrop: string };
    text: {
      primary: string;
      secondary: string;
      inverse: string;
      disabled: string;
      link: string;
      linkHover: string;
      critical: string;
      success: string;
    };
    border: {
      subtle: string;
      default: string;
      strong: string;
      focus: string;
      /** The focus ring on `surface.inverse` (a dark footer, a toast), where `focus` would vanish. */
      focusInverse: string;
    };
    action: {
      primary: ActionTokens;
      secondary: ActionTokens;
      tertiary: ActionTokens;
      critical: ActionTokens;
    };
    field: {
      bg: string;
      bgDisabled: string;
      border: string;
      borderHover: string;
      borderInvalid: string;
      placeholder: string;
    };
    /** Checked state of checkbox, switch, radio and selected tab. */
    selected: { bg: string; bgHover: string; mark: string; track: string };
    tone: {
      critical: ToneTokens;
      success: ToneTokens;
      warning: ToneTokens;
      info: ToneTokens;
      neutral: ToneTokens;
    };
    skeleton: { base: string; highlight: string };
  };
  font: {
    family: { body: string; heading: string; mono: string };
    weight: { regular: string; medium: string; bold: string };
    size: {
      xs: string;
      sm: string;
      md: string;
      lg: string;
      xl: string;
      xxl: string;
      display: string;
    };
    lineHeight: { tight: string; normal: string; relaxed: string };
    letterSpacing: { heading: string; caps: string };
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    gutter: string;
  };
  size: { controlSm: string; controlMd: string; controlLg: string; icon: string; iconSm: string };
  radius: {
    none: string;
    sm: string;
    md: string;
    lg: string;
    control: string;
    /**
     * Checkbox corners: at most 4px in every brand, so a checkbox never reads as a radio
     * (a round brand's small radius would nearly round a 20px box).
     */
    checkbox: string;
    card: string;
    /** Status pills and count badges. */
    badge: string;
    pill: string;
  };
  borderWidth: { thin: string; thick: string; focus: string };
  elevation: { flat: string; raised: string; overlay: string; modal: string };
  motion: {
    duration: { instant: string; fast: string; normal: string; slow: string; shimmer: string };
    easing: { standard: string; enter: string; exit: string };
  };
  zIndex: {
    base: string;
    sticky: string;
    dropdown: string;
    overlay: string;
    modal: string;
    toast: string;
    tooltip: string;
  };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const brandIds = ['main', 'legal-contracts', 'fr-legal', 'de-legal'] as const;
export type BrandId = (typeof brandIds)[number];

/** Whether a brand named by a request, a URL or a story is one of ours. */
export const isBrandId = (value: string): value is BrandId =>
  (brandIds as readonly string[]).includes(value);
