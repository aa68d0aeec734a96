/**
 * The shared pieces of the request forms: the form's rule error, upload progress and Kirim (SubmitBar), the photo
 * field, and the start/end/description/photo/submit tail that izin, cuti and lembur share (RangeRequestFields).
 * The fields themselves are @upah/ui's (one field family for both apps).
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { withSeconds } from '@upah/core/rules/request-forms';
import type { RequestFormFailure } from '@upah/core/stores/request-form';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { PhotoFileField } from '@upah/ui/file-pick';
import { TextArea } from '@upah/ui/text-area';
import type { ReactNode } from 'react';
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

export interface RangeValues {
  start: string;
  end: string;
  description: string;
}

/**
 * The tail of the izin, cuti and lembur forms: start and end (dates, times, or times with seconds), the description,
 * what the form adds before the photos (izin: its location), the photo or photos, then the error, upload progress
 * and Kirim.
 */
export function RangeRequestFields({
  kind,
  values,
  onChange,
  beforePhotos = null,
  multiple = false,
  photos,
  onPhotos,
  submit,
}: {
  kind: 'date' | 'time' | 'time-seconds';
  values: RangeValues;
  onChange: (patch: Partial<RangeValues>) => void;
  beforePhotos?: ReactNode;
  multiple?: boolean;
  photos: readonly Blob[];
  onPhotos: (photos: Blob[]) => void;
  submit: Parameters<typeof SubmitBar>[0];
}) {
  const copy = useCopy();
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
      <PhotoField multiple={multiple} photos={photos} onChange={onPhotos} />
      <SubmitBar {...submit} />
    </>
  );
}
