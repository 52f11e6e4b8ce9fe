import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MaintenanceBar } from '../../../src/shell/maintenance-bar';
import { MaintenanceBarHarness, type MaintenanceBarHarnessProps } from './MaintenanceBarHarness';

/**
 * The maintenance bar (page-shell §2): the configured window in the page's language, with the
 * brand and the configured time-zone abbreviation. The clock is frozen on 2026-03-20, the day
 * before the fixture's window (2026-03-21 22:00 to 02:00 "CT"). The maintenance bar test's "N"
 * shows a compact, dismissible bar; "C" the standard one.
 */
/** The bar has no props: a story sets its window and clock, which the harness puts in place. */
type Args = Omit<MaintenanceBarHarnessProps, 'children'>;

const meta = {
  title: 'Shell/MaintenanceBar/MaintenanceBar',
  component: MaintenanceBar,
  args: {},
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <MaintenanceBarHarness {...args}>
      <MaintenanceBar />
    </MaintenanceBarHarness>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const findBar = (canvasElement: HTMLElement, name?: string) =>
  within(canvasElement).findByRole('region', name ? { name } : {});

/** Text with every kind of space (ICU puts U+202F before "PM") as a plain space. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

export const Example: Story = {
  tags: ['text'],
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement);
    await expect(bar).toBeVisible();
    await expect(text(bar)).toContain('CT');
    await expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const MainUS: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Scheduled maintenance');
    await expect(text(bar)).toBe(
      'Scheduled maintenance: LegalKit will be unavailable for scheduled maintenance on March 21, 2026 from 10:00 PM to 2:00 AM CT. We apologize for any inconvenience.',
    );
  },
};

/** British English: its own spelling ("apologise") and 24-hour times. */
export const ContractsGB: Story = {
  tags: ['mode-brand:legal-contracts'],
  globals: { brand: 'legal-contracts', country: 'GB', locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Scheduled maintenance');
    await expect(text(bar)).toBe(
      'Scheduled maintenance: ContractCraft will be unavailable for scheduled maintenance on 21 March 2026 from 22:00 to 02:00 CT. We apologise for any inconvenience.',
    );
  },
};

export const FrLegalFR: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Maintenance programmée');
    await expect(text(bar)).toBe(
      'Maintenance programmée : Actes Clairs sera indisponible pour cause de maintenance programmée le 21 mars 2026 de 22:00 à 02:00 (CT). Veuillez nous excuser pour la gêne occasionnée.',
    );
  },
};

export const DeLegalDE: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'DE', locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Geplante Wartungsarbeiten');
    await expect(text(bar)).toBe(
      'Geplante Wartungsarbeiten: Wegen geplanter Wartungsarbeiten ist Vertragswerk am 21. März 2026 von 22:00 bis 02:00 (CT) nicht erreichbar. Wir bitten um Ihr Verständnis.',
    );
  },
};

export const MainES: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'ES', locale: 'es-ES' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Mantenimiento programado');
    await expect(text(bar)).toBe(
      'Mantenimiento programado: LegalKit no estará disponible por mantenimiento programado el 21 de marzo de 2026 de 22:00 a 2:00 (CT). Disculpe las molestias.',
    );
  },
};

/** Experiment control "C": the standard bar, not dismissible. */
export const ExperimentControl: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US', exp_maintenanceBarTest: 'C' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Scheduled maintenance');
    await expect(text(bar)).toMatch(/^Scheduled maintenance: /);
    await expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Experiment treatment "N": a compact bar with a dismiss button. */
export const ExperimentTreatment: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US', exp_maintenanceBarTest: 'N' },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Scheduled maintenance');
    await expect(text(bar)).toMatch(/^LegalKit will be unavailable/);
    await expect(
      within(bar).getByRole('button', { name: 'Dismiss maintenance notice' }),
    ).toBeVisible();
  },
};

/** Treatment "N", from the keyboard: Enter on the dismiss button hides the bar. */
export const ExperimentTreatmentDismiss: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'US', locale: 'en-US', exp_maintenanceBarTest: 'N' },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const bar = await findBar(canvasElement, 'Scheduled maintenance');
    within(bar).getByRole('button', { name: 'Dismiss maintenance notice' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument(),
    );
  },
};

/** No window configured: nothing shows. */
export const NoWindow: Story = {
  tags: ['mode-brand:main'],
  args: { maintenance: null },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    // Give the bar every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The clock is past the window's end: nothing shows. */
export const WindowEnded: Story = {
  tags: ['mode-brand:main'],
  args: { now: Date.parse('2026-03-22T08:00:00Z') },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Shown a moment before the window ends; its timer hides it when the window ends. */
export const HidesWhenWindowEnds: Story = {
  tags: ['mode-brand:main'],
  args: { now: Date.parse('2026-03-22T08:00:00Z') - 600, running: true },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(await findBar(canvasElement)).toBeVisible();
    await waitFor(
      () => expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  },
};
