import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export type TrialStep = 'form' | 'calendar' | 'complete';
const STEPS: ReadonlyArray<{ key: TrialStep; label: string }> = [
  { key: 'form', label: 'お客様情報' },
  { key: 'calendar', label: '日時の選択' },
  { key: 'complete', label: '予約完了' },
];

/** Spec §2 /trials: three steps, form, calendar, complete. */
export function TrialSteps({ step }: { step: TrialStep }) {
  const active = STEPS.findIndex((s) => s.key === step);
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="お申し込みの手順" sx={{ mb: { xs: 2.5, md: 3.5 }, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' }, mt: 0.75 } }}>
      {STEPS.map((s, i) => (
        <Step key={s.key} completed={i < active}>
          <StepLabel>{s.label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
