/**
 * The shared pieces of the request forms: the form's rule error, upload progress and Kirim (SubmitBar), the photo
 * field, the photo/submit tail every photo form ends with (PhotosAndSubmit), and the start/end/description tail that
 * izin, cuti and lembur share before it (RangeRequestFields). The tails read and write the form's core store
 * themselves. The fields are @upah/ui's (one field family for both apps).
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { withSeconds } from '@upah/core/rules/request-forms';
import type { FormValues, RequestForm, RequestFormFailure } from '@upah/core/stores/request-form';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { PhotoFileField } from '@upah/ui/file-pick';
import { TextArea } from '@upah/ui/text-area';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useCopy } from '../../../lib/use-copy';
import { PhotoThumbs } from './photo-thumbs';

/** The end of every request form: its §5 rule failure, the upload progress while photos go up, and Kirim. */
export function SubmitBar({
  failure,
  progress,
  busy,
  onSubmit,
}: {
  failure: RequestFormFailure | null;
  progress: number | null;
  busy: boolean;
  onSubmit: () => void;
}) {
  const copy = useCopy();
  return (
    <>
      {failure?.kind === 'rule' ? (
        <Alert kind="danger" role="alert">
          {copy.message(failure.message, failure.vars)}
        </Alert>
      ) : null}
      {progress === null ? null : (
        <p role="status" data-testid="upload-progress">
          {copy.label(attendanceLabels.uploading, { percent: Math.round(progress * 100) })}
        </p>
      )}
      <Button block busy={busy} onClick={onSubmit}>
        {copy.label(attendanceLabels.submit)}
      </Button>
    </>
  );
}

/** core/media loads on the first pick: the form pages themselves never compress (route budgets). */
async function compressPhotos(files: File[]): Promise<Blob[]> {
  const media = await import('@upah/core/media');
  const options = {
    maxSide: media.SELFIE_MAX_SIDE,
    quality: media.SELFIE_QUALITY,
    maxBytes: media.SELFIE_MAX_BYTES,
  };
  return Promise.all(files.map((f) => media.compressImage(f, options)));
}

/** A request form's photo or photos: "Ambil Foto" or "Pilih File", compressed on the phone, shown as thumbnails. */
export function PhotoField({
  photos,
  onChange,
  multiple = false,
}: {
  photos: readonly Blob[];
  onChange: (photos: Blob[]) => void;
  multiple?: boolean;
}) {
  const copy = useCopy();
  const pick = async (files: File[]) => {
    const compressed = await compressPhotos(files);
    onChange(multiple ? [...photos, ...compressed] : compressed.slice(0, 1));
  };
  return (
    <PhotoFileField
      label={copy.label(multiple ? attendanceRequestLabels.photos : attendanceLabels.photo)}
      takeLabel={copy.label(attendanceRequestLabels.takePhoto)}
      chooseLabel={copy.label(attendanceRequestLabels.choosePhoto)}
      multiple={multiple}
      testId="photo-input"
      onFiles={(files) => void pick(files)}
    >
      <PhotoThumbs photos={photos} />
    </PhotoFileField>
  );
}

/** What the tails use of a core request form: its state, its photos and (RangeRequestFields) its values. */
type PhotoForm = Pick<RequestForm<FormValues, never>, 'store' | 'setPhotos'>;

/** The end of a photo form: its photo or photos, then the error, the upload progress and Kirim. */
export function PhotosAndSubmit({
  form,
  multiple = false,
  onSubmit,
}: {
  form: PhotoForm;
  multiple?: boolean;
  onSubmit: () => void;
}) {
  const state = useSnapshot(form.store);
  return (
    <>
      <PhotoField multiple={multiple} photos={state.photos} onChange={(p) => void form.setPhotos(p)} />
      <SubmitBar
        failure={state.failure}
        progress={state.progress}
        busy={state.step === 'sending'}
        onSubmit={onSubmit}
      />
    </>
  );
}

export interface RangeValues {
  start: string;
  end: string;
  description: string;
}

type RangeForm = PhotoForm & Pick<RequestForm<RangeValues & FormValues, never>, 'store' | 'setValues'>;

/**
 * The tail of the izin, cuti and lembur forms: start and end (dates, times, or times with seconds), the description,
 * what the form adds before the photos (izin: its location), then PhotosAndSubmit.
 */
export function RangeRequestFields({
  kind,
  form,
  beforePhotos = null,
  multiple = false,
  onSubmit,
}: {
  kind: 'date' | 'time' | 'time-seconds';
  form: RangeForm;
  beforePhotos?: ReactNode;
  multiple?: boolean;
  onSubmit: () => void;
}) {
  const copy = useCopy();
  const { values } = useSnapshot(form.store);
  const onChange = (patch: Partial<RangeValues>) => form.setValues(patch);
  const seconds = kind === 'time-seconds';
  const time = (value: string) => (seconds ? withSeconds(value) : value);
  const input = { type: kind === 'date' ? 'date' : 'time', step: seconds ? 1 : undefined };
  const dates = kind === 'date';
  return (
    <>
      <Field
        label={copy.label(dates ? attendanceRequestLabels.startDate : attendanceRequestLabels.startTime)}
        {...input}
        value={values.start}
        onChange={(e) => onChange({ start: time(e.target.value) })}
      />
      <Field
        label={copy.label(dates ? attendanceRequestLabels.endDate : attendanceRequestLabels.endTime)}
        {...input}
        value={values.end}
        onChange={(e) => onChange({ end: time(e.target.value) })}
      />
      <TextArea
        label={copy.label(attendanceLabels.description)}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      {beforePhotos}
      <PhotosAndSubmit form={form} multiple={multiple} onSubmit={onSubmit} />
    </>
  );
}
