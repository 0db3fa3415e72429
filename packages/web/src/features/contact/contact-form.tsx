import { Select, TextArea, TextField } from '@aurele/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { enquiryFields } from '../../shared/product-enquiry';
import { ServiceForm } from '../../shared/service-form';
import { useFocusFirstInvalid } from '../../shared/use-focus-first-invalid';
import { useShowNotice } from '../../state/use-show-notice';
import {
  type ContactField,
  type ContactMessage,
  type ContactSubject,
  contactFields,
  contactProblems,
  contactSubjects,
  emptyContactMessage,
} from './contact-message';
import {
  contactMessages,
  fieldErrors,
  fieldLabels,
  fieldsRequiredNotice,
  productEnquiry,
  sentNotice,
  subjectLabels,
} from './messages';

const subjectOptions = contactSubjects.map((subject) => ({ value: subject, label: subjectLabels[subject] }));

const formName = 'contact';

/** A subject the query names, or none: the query may come from anywhere. */
function subjectFrom(value: string | undefined): ContactSubject | '' {
  return contactSubjects.find((subject) => subject === value) ?? '';
}

/** The message a product's « Nous contacter » starts: its subject chosen, its first words naming the product. */
function startedMessage(search: URLSearchParams): ContactMessage {
  const product = search.get(enquiryFields.product)?.trim();
  return {
    ...emptyContactMessage,
    subject: subjectFrom(search.get(enquiryFields.subject) ?? undefined),
    message: product ? productEnquiry(product) : '',
  };
}

/**
 * The contact form: all four fields required (docs/product/rules.md#validation), the empty ones marked and described; a
 * complete message is thanked and the form cleared. Nothing is sent anywhere (docs/product/decisions.md). It is a GET
 * form to /contact, so a message sent before the app runs comes back in the query, and is checked and thanked once the
 * app runs. Reached from a product's « Nous contacter », it opens on a message about that product.
 */
export function ContactForm() {
  const show = useShowNotice();
  const [search] = useSearchParams();
  const [message, setMessage] = useState<ContactMessage>(() => startedMessage(search));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  // Bumped on each refused submit, so the focus moves to the first field in error once it is marked.
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusFirstInvalid(formRef);

  const change = (field: ContactField, value: string) =>
    setMessage((current) => ({ ...current, [field]: value }));

  const send = (sent: ContactMessage) => {
    const { missing, invalidEmail } = contactProblems(sent);
    const found: Partial<Record<ContactField, string>> = Object.fromEntries(
      missing.map((field) => [field, fieldErrors[field]]),
    );
    if (invalidEmail) found.email = contactMessages.invalidEmail;
    setErrors(found);
    if (missing.length > 0) show(fieldsRequiredNotice);
    if (missing.length > 0 || invalidEmail) {
      setMessage(sent);
      refused();
      return;
    }
    setMessage(emptyContactMessage);
    show(sentNotice);
  };
  const replay = (values: Record<string, string>) =>
    send({
      name: values.name ?? '',
      email: values.email ?? '',
      subject: subjectFrom(values.subject),
      message: values.message ?? '',
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(message);
  };

  return (
    <ServiceForm
      name={formName}
      action="/contact"
      fields={contactFields}
      onReplay={replay}
      ref={formRef}
      onSubmit={onSubmit}
      heading={{
        id: 'contact-form-title',
        title: contactMessages.formTitle,
        requiredNote: contactMessages.requiredNote,
      }}
      submit={{ label: contactMessages.send, icon: 'send' }}
    >
      <TextField
        name="name"
        label={fieldLabels.name}
        required
        autoComplete="name"
        value={message.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <TextField
        name="email"
        type="email"
        label={fieldLabels.email}
        required
        autoComplete="email"
        value={message.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
      />
      <Select
        name="subject"
        label={fieldLabels.subject}
        required
        placeholder={contactMessages.subjectPlaceholder}
        options={subjectOptions}
        value={message.subject}
        error={errors.subject}
        onChange={(value) => change('subject', value as ContactSubject)}
      />
      <TextArea
        name="message"
        label={fieldLabels.message}
        required
        rows={6}
        value={message.message}
        error={errors.message}
        onChange={(event) => change('message', event.target.value)}
      />
    </ServiceForm>
  );
}
