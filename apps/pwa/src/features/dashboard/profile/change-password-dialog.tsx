/**
 * Change-password dialog (SPEC §5 "Change-password dialog", §7 POST /auth/change-password, §8
 * 'Update Success'). The first failing rule of core's `changePasswordRule` is shown under its field once
 * the user tries to save; server errors show as danger alerts and keep what was typed.
 */
import { errorText } from '@upah/core/api';
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { authEndpoints } from '@upah/core/contract/auth';
import { type ChangePasswordField, changePasswordRule } from '@upah/core/rules/auth';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { Field } from '@upah/ui/field';
import { Form } from '@upah/ui/form';
import { useRef, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { lang, label, message } = useCopy();
  const [values, setValues] = useState({ old: '', new: '', confirm: '' });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const rule = changePasswordRule(values);
  const errorOf = (field: ChangePasswordField) =>
    tried && !rule.ok && rule.field === field ? message(rule.message) : null;

  const close = () => {
    if (savingRef.current) return;
    setValues({ old: '', new: '', confirm: '' });
    setTried(false);
    onClose();
  };

  const save = async () => {
    setTried(true);
    if (!rule.ok || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      await api.call(authEndpoints.changePassword, {
        body: { oldPassword: values.old, newPassword: values.new },
      });
      showAlert({ kind: 'success', text: message('updateSuccess') });
      savingRef.current = false;
      close();
    } catch (error) {
      showAlert({ kind: 'danger', text: errorText(error, lang) });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const field = (name: ChangePasswordField, text: string, autoComplete: string, hint?: string) => (
    <Field
      label={text}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      hint={hint}
      error={errorOf(name)}
      disabled={saving}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!saving}
      title={label(dashboardLabels.changePassword)}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {label(dashboardLabels.cancel)}
          </Button>
          <Button type="submit" form="change-password-form" busy={saving}>
            {label(dashboardLabels.save)}
          </Button>
        </>
      }
    >
      <Form id="change-password-form" onSubmit={save}>
        {field('old', label(dashboardLabels.oldPassword), 'current-password')}
        {field(
          'new',
          label(dashboardLabels.newPassword),
          'new-password',
          label(dashboardLabels.passwordHint),
        )}
        {field(
          'confirm',
          label(dashboardLabels.confirmPassword),
          'new-password',
          label(dashboardLabels.passwordHint),
        )}
      </Form>
    </Dialog>
  );
}
