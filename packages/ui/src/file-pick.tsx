import { type ReactNode, useId } from 'react';

export interface FilePickButtonProps {
  label: string;
  accept: string;
  /** Opens the phone's back camera directly ("Ambil Foto"). */
  capture?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  secondary?: boolean;
  testId?: string;
  'aria-describedby'?: string | undefined;
  onFiles: (files: File[]) => void;
}

/**
 * A button that picks a file: a real `<label>` styled as a button around a visually hidden file input, so the
 * browser's bare "Choose File" control never shows and the label reads the words we give it.
 */
export function FilePickButton(props: FilePickButtonProps) {
  const classes = ['btn', props.secondary ? 'btn--secondary' : 'btn--primary', 'btn--block'];
  if (props.disabled) classes.push('is-disabled');
  return (
    <label className={classes.join(' ')}>
      {props.label}
      <input
        className="sr-only"
        type="file"
        accept={props.accept}
        capture={props.capture ? 'environment' : undefined}
        multiple={props.multiple}
        disabled={props.disabled}
        data-testid={props.testId}
        aria-describedby={props['aria-describedby']}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = Array.from(input.files ?? []);
          input.value = ''; // the same file can be picked again
          if (files.length > 0) props.onFiles(files);
        }}
      />
    </label>
  );
}

export interface PhotoFileFieldProps {
  /** The field's name, e.g. "Foto". */
  label: string;
  /** "Ambil Foto": the camera. */
  takeLabel: string;
  /** "Pilih File": the phone's files. */
  chooseLabel: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: string | null | undefined;
  error?: string | null | undefined;
  testId?: string;
  onFiles: (files: File[]) => void;
  /** What was picked (thumbnails, a file name). */
  children?: ReactNode;
}

/**
 * A photo or file field: its name, "Ambil Foto" (camera) and "Pilih File" (files) as two buttons, what was picked
 * below, the hint and error tied to both buttons.
 */
export function PhotoFileField(props: PhotoFileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const accept = props.accept ?? 'image/*';
  return (
    <fieldset
      className={['field', 'file-field', props.error ? 'field--error' : ''].filter(Boolean).join(' ')}
    >
      <legend className="field__label">{props.label}</legend>
      <div className="file-field__buttons">
        <FilePickButton
          label={props.takeLabel}
          accept="image/*"
          capture
          multiple={props.multiple}
          disabled={props.disabled}
          aria-describedby={describedBy}
          onFiles={props.onFiles}
        />
        <FilePickButton
          label={props.chooseLabel}
          accept={accept}
          multiple={props.multiple}
          disabled={props.disabled}
          secondary
          testId={props.testId}
          aria-describedby={describedBy}
          onFiles={props.onFiles}
        />
      </div>
      {props.children}
      {props.hint ? (
        <p className="field__hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="field__error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
