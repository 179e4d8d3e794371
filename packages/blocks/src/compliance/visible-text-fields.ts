import type { BlockName } from '@h5-page/schema/block-names';

/**
 * The fields of each block whose text a visitor reads (keys as `fieldsOf` takes them; `html`
 * ones are markup, read without their tags). A definition's field type alone does not say it:
 * `text` fields also hold ids, action parameters, channel codes and URLs, which visitors never
 * see. `visible-texts.test.ts` fails for a text field of a definition listed neither here nor
 * among the hidden ones, so a new field is decided once.
 */
export const VISIBLE_TEXT_FIELDS: Readonly<
  Partial<Record<BlockName, readonly { key: string; html?: true }[]>>
> = {
  image: [{ key: 'alt' }],
  logo: [{ key: 'alt' }],
  video: [{ key: 'riskCaption' }],
  icon: [{ key: 'alt' }, { key: 'text' }],
  marquee: [{ key: 'content' }],
  notice: [{ key: 'list[].text' }],
  code: [{ key: 'html', html: true }],
  text: [{ key: 'html', html: true }],
  copyright: [
    { key: 'texts.fxts' },
    { key: 'texts.show4' },
    { key: 'texts.show3' },
    { key: 'texts.show5' },
    { key: 'texts.show' },
  ],
  button: [{ key: 'text' }, { key: 'image.alt' }],
  payButton: [{ key: 'text' }, { key: 'image.alt' }],
  countdown: [{ key: 'name' }, { key: 'character' }],
  progress: [{ key: 'prefixText' }, { key: 'suffixText' }],
  number: [{ key: 'prefixText' }, { key: 'suffixText' }],
  swiper: [{ key: 'list[].alt' }],
  scrollView: [{ key: 'tabs[].label' }],
  qrcode: [{ key: 'title' }, { key: 'alt' }],
  retainPopup: [
    { key: 'title' },
    { key: 'sub_title' },
    { key: 'button1_text' },
    { key: 'button2_text' },
  ],
  leadForm: [
    { key: 'title' },
    { key: 'buttonText' },
    { key: 'nameLabel' },
    { key: 'namePlaceholder' },
    { key: 'phoneLabel' },
    { key: 'phonePlaceholder' },
    { key: 'sendCodeText' },
    { key: 'codeTitle' },
    { key: 'codePlaceholder' },
    { key: 'codeButtonText' },
    { key: 'extraFields[].label' },
    { key: 'extraFields[].options' },
    { key: 'doneTitle' },
    { key: 'doneText' },
    { key: 'doneButtonText' },
    { key: 'doneCloseText' },
    { key: 'servicePhone' },
    { key: 'callbackNote' },
  ],
  address: [{ key: 'title' }, { key: 'buttonText' }],
  tourMap: [{ key: 'title' }],
  tourSpeeches: [{ key: 'title' }],
  tourComments: [{ key: 'title' }],
  tourPosters: [{ key: 'title' }],
  inviteHome: [{ key: 'title' }],
  inviteRecords: [{ key: 'title' }],
  inviteRegister: [{ key: 'title' }],
  couponCard: [{ key: 'title' }],
  renewalPanel: [{ key: 'title' }, { key: 'payText' }],
  openDay: [{ key: 'title' }],
  simTrading: [{ key: 'title' }],
  brokerage: [{ key: 'title' }],
  cpmj: [{ key: 'title' }],
  productCard: [{ key: 'title' }, { key: 'buttonText' }],
  course: [{ key: 'title' }],
};
