/**
 * Spanish policy templates (es_ES, es_MX): the GDPR, LOPDGDD and LSSI in Spain; Mexico's
 * federal personal-data law (ARCO rights) and consumer law in Mexico.
 */
import { doc, h2, mailbox, p, strong, ul } from './html';
import type { PolicyContext, PolicyTemplates } from './types';

const inSpain = (c: PolicyContext) => c.country === 'ES';
const effective = (c: PolicyContext) => p(`Fecha de entrada en vigor: ${c.effectiveDate}`);
const companyLine = (c: PolicyContext) =>
  `${c.operator.company}, ${c.operator.street}, ${c.operator.city}, ${c.operator.country.es}`;

const privacyPolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Esta política de privacidad explica cómo ${c.siteBrandWithTrademark}, operado por ${c.operator.company}, recopila, utiliza y protege sus datos personales cuando utiliza ${c.origin} y nuestros servicios de documentos.`,
    ),
    inSpain(c)
      ? p(
          `El responsable del tratamiento es ${companyLine(c)}. Tratamos sus datos conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
        )
      : p(
          `Este documento es nuestro aviso de privacidad conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. El responsable es ${companyLine(c)}.`,
        ),
    h2('Datos que recopilamos'),
    ul([
      'Datos de la cuenta: su correo electrónico, su contraseña (guardada solo de forma cifrada) y sus preferencias.',
      'Respuestas a los cuestionarios: la información que introduce para que podamos preparar su documento.',
      'Datos de pago: los trata nuestro proveedor de pagos; solo conservamos el tipo de tarjeta, los cuatro últimos dígitos y la fecha de caducidad.',
      'Datos de uso: páginas visitadas, tipo de dispositivo y navegador, y ubicación aproximada según su dirección IP, recogidos mediante cookies.',
    ]),
    h2('Para qué los utilizamos'),
    p(
      'Utilizamos sus datos para prestar y mejorar nuestros servicios, proteger su cuenta, procesar los pagos, atender sus consultas y, con su consentimiento, enviarle novedades y ofertas.',
    ),
    inSpain(c) &&
      p(
        'Las bases jurídicas son la ejecución del contrato, nuestro interés legítimo en operar y proteger el servicio, el cumplimiento de obligaciones legales y su consentimiento para las comunicaciones comerciales y las cookies no esenciales.',
      ),
    h2('Destinatarios y conservación'),
    p(
      'Solo compartimos sus datos con los proveedores que nos ayudan a operar el sitio (alojamiento, pagos, envío de correos, analítica), mediante contratos que los protegen, y con las autoridades cuando la ley lo exige. Conservamos sus documentos y los datos de su cuenta mientras esta siga abierta y, como máximo, tres años después de su cierre, salvo que la ley exija un plazo mayor.',
    ),
    h2('Sus derechos'),
    inSpain(c)
      ? p(
          `Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad escribiendo a ${mailbox(c.operator.mailDomain, 'privacy')}. Si no está conforme con nuestra respuesta, puede presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD).`,
        )
      : p(
          `Puede ejercer sus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO), así como revocar su consentimiento, escribiendo a ${mailbox(c.operator.mailDomain, 'privacy')}. Le responderemos en un plazo máximo de veinte días hábiles.`,
        ),
  );

const termsOfUse = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Estas condiciones de uso regulan el acceso a ${c.origin} y a los servicios de ${c.siteBrandWithTrademark}, operado por ${c.operator.company}. Al utilizar el sitio, usted las acepta; si no está de acuerdo, le rogamos que no lo utilice.`,
    ),
    h2('Su cuenta'),
    p(
      'Debe facilitar datos exactos al crear su cuenta y mantener su contraseña en secreto. Usted es responsable de la actividad de su cuenta. Avísenos de inmediato si sospecha de un uso no autorizado.',
    ),
    h2('Suscripciones y pagos'),
    ul([
      'Los precios se muestran con los impuestos aplicables antes del pago.',
      'La suscripción se renueva automáticamente al final de cada periodo, salvo que la cancele antes de la fecha de renovación desde Mi cuenta.',
      'Una prueba que no se cancele antes de terminar se convierte en una suscripción de pago al precio indicado al contratarla.',
    ]),
    inSpain(c) &&
      p(
        'Como consumidor, dispone de un derecho de desistimiento de catorce días naturales. Si solicita acceder de inmediato a un contenido digital, acepta que este derecho se pierde al comenzar su ejecución.',
      ),
    h2('Uso permitido'),
    p(
      'Puede utilizar los documentos que cree para sus necesidades personales o profesionales. No está permitido revender nuestras plantillas, extraer el contenido del sitio de forma automatizada, vulnerar su seguridad ni utilizarlo con fines ilícitos.',
    ),
    h2('Sin asesoramiento jurídico'),
    p(
      `${c.siteBrand} ofrece documentos legales para completar por uno mismo e información jurídica general. No somos un despacho de abogados y el uso del sitio no crea una relación entre abogado y cliente.`,
    ),
    h2('Responsabilidad'),
    p(
      'En la medida en que la ley lo permita, no respondemos de los daños indirectos, y nuestra responsabilidad total se limita a las cantidades que nos haya pagado en los doce meses anteriores a la reclamación. Nada de lo aquí dispuesto limita una responsabilidad que la ley no permita limitar.',
    ),
    h2('Legislación aplicable'),
    p(
      inSpain(c)
        ? 'Estas condiciones se rigen por la legislación española. Si usted es consumidor, conserva la protección de las normas imperativas de su lugar de residencia.'
        : 'Estas condiciones se rigen por las leyes federales de los Estados Unidos Mexicanos. Como consumidor, puede acudir a la Procuraduría Federal del Consumidor (PROFECO).',
    ),
  );

const cookiePolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Las cookies son pequeños archivos de texto que un sitio web guarda en su dispositivo. ${c.siteBrandWithTrademark} utiliza cookies y tecnologías similares para que el sitio funcione, entender cómo se usa y mostrarle ofertas de su interés.`,
    ),
    h2('Cookies que utilizamos'),
    ul([
      `${strong('Esenciales')}: necesarias para iniciar sesión, la seguridad, guardar el progreso de sus documentos y recordar sus preferencias. Siempre están activas.`,
      `${strong('De rendimiento')}: miden las visitas y los errores para mejorar el sitio. Los datos se analizan de forma agregada.`,
      `${strong('De marketing')}: nos permiten, a nosotros y a nuestros socios, mostrarle publicidad relevante y medir las campañas.`,
    ]),
    h2('Sus opciones'),
    p(
      'Puede aceptar todas las cookies o elegir las categorías que autoriza en la configuración de cookies, disponible en todo momento desde el enlace del pie de página. También puede bloquearlas o eliminarlas en su navegador, aunque algunas partes del sitio podrían dejar de funcionar.',
    ),
    inSpain(c) &&
      p(
        'De acuerdo con el artículo 22.2 de la Ley 34/2002 de servicios de la sociedad de la información (LSSI), solo instalamos cookies de rendimiento y de marketing con su consentimiento, que puede retirar con la misma facilidad con la que lo dio.',
      ),
    h2('Contacto'),
    p(`Preguntas sobre cookies: ${mailbox(c.operator.mailDomain, 'privacy')}.`),
  );

const disclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} no es un despacho de abogados ni sustituye a un abogado o notario. Los documentos, la información y las herramientas de este sitio tienen carácter informativo general y no constituyen asesoramiento jurídico.`,
    ),
    h2('Sin relación abogado-cliente'),
    p(
      `El uso de ${c.siteBrand}, incluidos nuestros documentos, artículos y servicio de atención al cliente, no crea una relación entre abogado y cliente. Sus comunicaciones con nosotros no están protegidas por el secreto profesional.`,
    ),
    h2('Las leyes cambian'),
    p(
      'Las leyes varían de un país y de una región a otra y cambian con el tiempo. Procuramos que nuestros contenidos sean exactos y estén actualizados, pero no podemos garantizar que un documento se adapte a su situación concreta.',
    ),
    h2('Cuándo consultar a un profesional'),
    p(
      'Si su caso es complejo, afecta a cantidades o bienes importantes o tiene dudas sobre sus derechos y obligaciones, consulte a un abogado o notario.',
    ),
  );

const editorialPolicy = (c: PolicyContext) =>
  doc(
    p(
      `Nuestra política editorial explica cómo ${c.siteBrandWithTrademark} elabora y mantiene sus documentos, guías y artículos jurídicos, para que pueda confiar en ellos.`,
    ),
    h2('Quién redacta nuestros contenidos'),
    p(
      'Nuestros contenidos los redactan juristas y los revisan abogados colegiados en el país correspondiente. Cada artículo indica su autor, su revisor y la fecha de la última revisión.',
    ),
    h2('Nuestras fuentes'),
    ul([
      'Nos basamos en fuentes primarias: leyes, reglamentos y resoluciones judiciales.',
      'Consultamos los sitios oficiales para formularios, tasas y trámites.',
      'Explicamos los términos jurídicos con un lenguaje claro e indicamos las diferencias entre regiones.',
    ]),
    h2('Actualización'),
    p(
      'Revisamos cada documento y cada artículo al menos una vez al año y siempre que cambia la ley. Registramos los cambios para poder identificar las versiones anteriores de un documento.',
    ),
    h2('Independencia y correcciones'),
    p(
      `Los anunciantes y socios no influyen en nuestros contenidos jurídicos. Si detecta un error, escriba a ${mailbox(c.operator.mailDomain, 'editorial')} y lo revisaremos enseguida.`,
    ),
  );

const emailPolicy = (c: PolicyContext) =>
  doc(
    p(
      `Esta política explica qué correos electrónicos envía ${c.siteBrandWithTrademark} y cómo puede gestionarlos.`,
    ),
    h2('Correos que enviamos'),
    ul([
      `${strong('Correos de servicio')}: confirmación de la cuenta, restablecimiento de la contraseña, recibos, avisos de la suscripción y notificaciones de sus documentos. Forman parte del servicio mientras su cuenta esté abierta.`,
      `${strong('Correos comerciales')}: novedades, consejos y ofertas. Solo los enviamos con su consentimiento, y todos incluyen un enlace para darse de baja.`,
    ]),
    p(
      inSpain(c)
        ? 'Nuestras comunicaciones comerciales cumplen el artículo 21 de la LSSI.'
        : 'Nuestras comunicaciones comerciales cumplen la Ley Federal de Protección al Consumidor.',
    ),
    h2('Darse de baja'),
    p(
      'Utilice el enlace para darse de baja que aparece al final de cada correo comercial o cambie sus preferencias en Mi cuenta. Tramitamos su solicitud con rapidez, como máximo en diez días hábiles.',
    ),
    h2('Su dirección de correo'),
    p(
      'Nunca vendemos ni alquilamos su dirección de correo. Nunca le pediremos por correo su contraseña ni el número completo de su tarjeta; si recibe un mensaje así en nuestro nombre, no responda y reenvíenoslo.',
    ),
    p(`Contacto: ${mailbox(c.operator.mailDomain, 'support')}.`),
  );

const legalNotice = (c: PolicyContext) =>
  doc(
    inSpain(c)
      ? p(
          'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI), se facilitan los siguientes datos:',
        )
      : p(`El sitio web ${c.origin} (${c.siteBrandWithTrademark}) es operado por:`),
    ul([
      c.operator.company,
      `${c.operator.street}, ${c.operator.city}, ${c.operator.country.es}`,
      c.operator.registration,
      ...(c.operator.vatId ? [`Número de identificación fiscal: ${c.operator.vatId}`] : []),
      `Representante: ${c.operator.representative}`,
      `Teléfono: ${c.operator.phone}`,
      `Correo electrónico: ${mailbox(c.operator.mailDomain, 'legal')}`,
    ]),
    h2('Alojamiento'),
    p(`El sitio está alojado por ${c.operator.hosting}.`),
    h2('Propiedad intelectual'),
    p(
      `Los contenidos, plantillas, logotipos y marcas de este sitio pertenecen a ${c.operator.company} o a sus licenciantes. Queda prohibida su reproducción sin autorización. ${c.siteBrand} es una marca de ${c.operator.company}.`,
    ),
  );

const aiDisclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} ofrece un asistente jurídico basado en inteligencia artificial que responde a sus preguntas y le ayuda a redactar y revisar documentos. Lea este aviso antes de utilizarlo.`,
    ),
    h2('Respuestas automáticas'),
    p(
      'Las respuestas las genera automáticamente un sistema de inteligencia artificial, no un abogado. Pueden ser incompletas, estar desactualizadas o ser incorrectas, y no reflejar la ley aplicable en su lugar de residencia.',
    ),
    inSpain(c) &&
      p(
        'De acuerdo con el Reglamento europeo de Inteligencia Artificial, le indicamos claramente cuándo está interactuando con un sistema de IA o leyendo contenido generado por IA.',
      ),
    h2('Sin asesoramiento jurídico'),
    p(
      'El asistente solo ofrece información general. Compruebe los puntos importantes en fuentes oficiales y consulte a un profesional antes de tomar una decisión.',
    ),
    h2('Sus datos'),
    ul([
      'No introduzca información que no necesite compartir, como datos de salud o números de identificación.',
      'Sus conversaciones se tratan conforme a nuestra política de privacidad y no se utilizan para entrenar modelos de terceros.',
      'Usted sigue siendo responsable de revisar cualquier documento creado con ayuda del asistente.',
    ]),
  );

/** Spanish templates for every policy kind. */
export const spanishPolicies: PolicyTemplates = {
  DISCLAIMER: disclaimer,
  PRIVACYPOLICY: privacyPolicy,
  TERMS: termsOfUse,
  COOKIEPOLICY: cookiePolicy,
  EDITORIALPOLICY: editorialPolicy,
  EMAILPOLICY: emailPolicy,
  LEGALNOTICE: legalNotice,
  AIDISCLAIMER: aiDisclaimer,
};
