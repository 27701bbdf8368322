# Los mensajes de Doppel en español. La fuente es i18n/en/doppel.ftl: los mismos mensajes,
# atributos y variables (una prueba lo comprueba). Cómo añadir un idioma:
# docs/src/translations.md.
#
# Los números, los tamaños ($size…) y las fechas ($date) llegan ya escritos a la española
# (1234,5; 12.345,6; 29,39 KiB; 02/01/2026 03:04:05).

## Shared: the engine's values in words (src/i18n/words.rs)

phase-walking = recorriendo carpetas
phase-prehashing = calculando huellas del principio y el final
phase-hashing = calculando huellas del contenido
phase-folders = comparando carpetas
phase-reading = leyendo documentos
phase-comparing = comparando documentos
phase-images = leyendo imágenes
phase-videos = leyendo vídeos
phase-done = terminado

rule-keep = Conservar { $criteria }
rule-then = { $before }, después { $next }
rule-strictly = { $rule } (estrictamente)
criterion-under = la copia bajo { $place }
criterion-not-under = una copia fuera de { $place }
criterion-newest = la más reciente
criterion-oldest = la más antigua
criterion-largest = la más grande
criterion-shortest-path = la de ruta más corta
criterion-highest-resolution = la de mayor resolución
criterion-first-taken = la primera tomada (fecha EXIF)
criterion-format = la que está en formato { $format }
criterion-with-companions = la copia con su RAW o sus archivos asociados al lado
criterion-first = la primera de la lista

undecided-all-in-trash = todas las copias están en una papelera
undecided-none-under = ninguna copia está bajo { $place }
undecided-all-under = todas las copias están bajo { $place }
undecided-no-format = ninguna copia está en formato { $format }
undecided-none-pass = ninguna copia cumple «{ $criterion }»
undecided-tie = las copias empatan en todos los criterios y la regla es estricta (sin «strict», se conserva la primera por ruta)
undecided-holds-words =
    { $fuller } contiene todo { $kept } y { $words ->
        [one] { $words } palabra
       *[other] { $words } palabras
    } más
undecided-holds-footage-more = { $fuller } contiene todo { $kept } y { $length } más
undecided-holds-footage = { $trashed } contiene imágenes que a { $kept } le faltan
undecided-companion-only-here = { $companion } acompaña a { $photo } y no tiene copia junto a una copia conservada
fallback-none-under = ninguna copia está bajo { $place }, así que decidieron los criterios siguientes
fallback-all-under = todas las copias están bajo { $place }, así que decidieron los criterios siguientes
fallback-none-pass = ninguna copia cumple «{ $criterion }», así que decidieron los criterios siguientes
fallback-first-by-path = las copias empatan en todos los criterios, así que se conserva la primera por ruta

cleanup-kind-trash = papelera
cleanup-kind-hard-links = enlaces físicos
cleanup-kind-clones = clones

video-same = { $a } y { $b } son el mismo clip ({ $length } en común)
video-part-of = { $a } es { $b } desde { $b_start } durante { $length }
video-overlap = { $a } desde { $a_start } es { $b } desde { $b_start } durante { $length }

hidden-groups =
    { $groups ->
        [one] { $groups } grupo está oculto
       *[other] { $groups } grupos están ocultos
    } como «no duplicados»
hidden-files =
    { $files ->
        [one] { $files } archivo está oculto
       *[other] { $files } archivos están ocultos
    } como «no duplicados»
hidden-groups-and-files =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } y { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } están ocultos como «no duplicados»

format-plain-text = texto sin formato
document-too-short = demasiado corto para compararlo como documento ({ $triples } tripletas de palabras distintas; se necesitan al menos { $needed })
document-not-a-document = no es un documento (no hay texto que comparar)
document-unreadable = no se pudo leer: { $reason }

## Shared: why a cleanup left a file or folder alone, and what a restore found (src/i18n/reasons.rs)

# Each follows the file's or folder's path, as "/a/b.txt: no longer exists" (so most start
# with a verb or "its"). $problem is a system error's words, as the system gives them;
# $kept, $trash and the like are paths.
reason-size-exact = { $size } ({ $bytes } bytes)
reason-access = propietario { $uid }, grupo { $gid }, modo { $mode }
no-sharing-xfs-without-reflink = este sistema de archivos XFS se creó sin reflink (mkfs.xfs -m reflink=1)
no-sharing-file-system = { $fs } no puede compartir bloques entre archivos
no-sharing-read-only = el sistema de archivos está montado en modo de solo lectura
no-sharing-cannot-write-here = Doppel no tiene permiso para escribir en su carpeta, así que no se pudo probar si allí se pueden compartir bloques
no-sharing-probe-failed = falló el intento de compartir bloques allí: { $problem }

# The plan, decided from the marks before anything is opened.
reason-all-marked = todas las copias de este grupo se marcaron para la papelera; hay que conservar al menos una
reason-kept-elsewhere = se marcó como «Conservar» en otro grupo
reason-all-by-other-groups = todas las copias de este grupo irían a la papelera (algunas están marcadas para la papelera en otro grupo); hay que conservar al menos una
reason-all-folders-marked = todas las carpetas de este grupo se marcaron para la papelera; hay que conservar al menos una
reason-all-folders-by-other-groups = todas las carpetas de este grupo irían a la papelera (algunas están marcadas para la papelera en otro grupo); hay que conservar al menos una
reason-in-trash-folder = está en una carpeta de papelera; Doppel nunca mueve ni conserva lo que hay en una papelera
reason-kept-only-in-trash = las únicas copias que conserva su grupo están en carpetas de papelera, que nunca cuentan como conservadas
reason-in-reference = está en la carpeta de referencia { $reference }; los archivos de una carpeta de referencia nunca van a la papelera
# $found is the same file or folder as one in the reference folder, reached by another path.
reason-in-reference-reached = está en la carpeta de referencia { $reference }; los archivos de una carpeta de referencia nunca van a la papelera (se llega por otra ruta: { $found } es el mismo archivo o carpeta que uno que hay dentro de ella)
reason-holds-reference = contiene la carpeta de referencia { $reference }; los archivos de una carpeta de referencia nunca van a la papelera
reason-kept-folder-inside = contiene la carpeta conservada, { $kept }
reason-kept-folder-holds = está dentro de la carpeta conservada, { $kept }
reason-in-doppel-data = está en la carpeta de datos del propio Doppel, { $folder } (los registros de sus limpiezas); nunca va a la papelera

# What the file is now, checked before it is acted on.
reason-not-absolute = no es una ruta absoluta; solo se actúa sobre las rutas tal como las registra un análisis
reason-not-normalised = no es una ruta normalizada (tiene `.`, `..`, o una barra doble o al final); solo se actúa sobre las rutas tal como las registra un análisis
reason-is-symlink = ahora es un enlace simbólico
reason-folder-is-symlink = está dentro de la carpeta { $folder }, que es un enlace simbólico; la limpieza solo actúa sobre rutas reales
reason-no-longer-exists = ya no existe
reason-not-regular-file = ya no es un archivo normal
reason-not-a-folder = ya no es una carpeta
reason-cannot-open = no se pudo abrir: { $problem }
reason-cannot-read = no se pudo leer: { $problem }
# $was and $now are sizes, written as the language writes them.
reason-changed-size = cambió desde el análisis: el tamaño era { $was } y ahora es { $now }
# $was and $now are times as RFC 3339 writes them (2026-11-27T21:46:49Z).
reason-changed-modified = cambió desde el análisis: la fecha de modificación era { $was } y ahora es { $now }
reason-changed-while-checked = cambió mientras se comprobaba
# $change is the engine's words for what changed.
reason-changed-while-checked-how = cambió mientras se comprobaba ({ $change })
reason-changed-after-check = cambió después de comprobarse
reason-in-use = está en uso por otro programa (abierto para escritura), así que se dejó en su sitio; se puede volver a intentar cuando ese programa lo haya cerrado

# The copy being kept, which vouches for the file.
reason-no-kept-copy = no se conserva ninguna copia de su grupo
reason-no-kept-folder = no se conserva ninguna carpeta de su grupo
# $folders is a list of paths, joined by ", ".
reason-no-kept-copy-against = no se conserva ninguna copia de su grupo en { $folders }, las carpetas con las que se comparó; solo una copia así puede respaldarlo
reason-kept-in-trash = la copia conservada, { $kept }, está en la papelera
# $why is another reason, about the kept copy.
reason-kept-unusable = la copia conservada, { $kept }, { $why }
reason-kept-changed-since-scan = la copia conservada, { $kept }, cambió desde el análisis (su tamaño o su fecha de modificación), así que no se envía nada a la papelera basándose en ella
reason-content-differs = ya no tiene el mismo contenido que la copia conservada, { $kept }
reason-cannot-compare = no se pudo comparar con la copia conservada, { $kept }: { $problem }
reason-kept-changed-while-compared = la copia conservada, { $kept }, cambió durante la comparación
# $measured and $threshold are whole percentages.
reason-not-alike-similarity = se parece solo en un { $measured } % a la copia conservada, { $kept } (está en el grupo por su parecido con otro archivo); se necesita un { $threshold } %
reason-not-alike-distance = se diferencia de la copia conservada, { $kept }, en { $measured } de 64 bits (está en el grupo por su parecido con otra imagen); se admite como mucho { $most }
reason-same-file-as-kept = es el mismo archivo que la copia conservada, { $kept }, al que se llega por otra ruta
reason-same-folder-as-kept = es la misma carpeta que la carpeta conservada, { $kept }, a la que se llega por otra ruta
reason-kept-holds-part-of = la carpeta conservada, { $kept }, contiene con otra ruta una parte de ella, { $part } (un enlace físico o un montaje bind)
reason-kept-lacks-copy = la carpeta conservada, { $kept }, no tiene ninguna copia de { $file } (comparando por contenido)
reason-kept-changed-during-move = la copia conservada, { $kept }, cambió o se movió mientras esto se enviaba a la papelera, así que esto volvió a su sitio
reason-kept-changed-during-move-stuck = la copia conservada, { $kept }, cambió o se movió mientras esto se enviaba a la papelera, y esto no se pudo devolver a su sitio ({ $problem }); `doppel restore` puede restaurarlo

# Companion files: a photo's RAW, Live Photo video and sidecars. $why is another reason.
reason-companion-kept = acompaña a { $photo }, que va a la papelera, pero un grupo lo conserva, así que se queda
reason-companion-not-as-scanned = su archivo asociado, { $companion }, { $why }; no se movió nada de esta foto
reason-companion-not-moved = su archivo asociado, { $companion }, no se pudo mover ({ $why }), así que este archivo y sus archivos asociados volvieron a su sitio
reason-companion-not-moved-stuck = su archivo asociado, { $companion }, no se pudo mover ({ $why }), y este archivo no se pudo devolver a su sitio ({ $problem }); `doppel restore` puede restaurar lo que se movió
reason-companion-stays = acompaña a { $photo }, que va a la papelera, y a { $with }, que se queda, así que se queda
reason-companion-only-copy = su archivo asociado, { $companion }, no tiene copia junto a una copia conservada; no se mueve nada de esta foto

# A folder's insides. $what is the engine's word for a kind of entry (a socket, a device).
reason-mount-inside = tiene un volumen montado dentro, en { $mount }; solo se envía entera a la papelera una carpeta que está en un único volumen
reason-holds-odd = contiene { $entry }, que es { $what }; solo se envían enteras a la papelera las carpetas que contienen únicamente archivos normales y carpetas
reason-holds-mount = contiene { $entry }, que está en otro volumen (un punto de montaje)
reason-inside-unreadable = no se pudo leer { $entry }: { $problem }
reason-changed-while-trashing = su contenido cambió ({ $change }) mientras se enviaba a la papelera, así que toda la carpeta volvió a su sitio
reason-changed-while-trashing-stuck = su contenido cambió ({ $change }) mientras se enviaba a la papelera, y la carpeta no se pudo devolver a su sitio ({ $problem }); `doppel restore` puede restaurarla

# The trash.
reason-cannot-move = no se pudo mover a la papelera, así que se dejó en su sitio: { $problem }
reason-trash-on-other-mount = su carpeta de papelera, { $trash }, está en otro montaje; mover allí significaría copiar, así que se dejó en su sitio
reason-cannot-reserve = no se pudo mover a la papelera, así que se dejó en su sitio: no se pudo reservar ningún nombre en la papelera { $trash }: { $problem }
reason-replaced-while-moving = se sustituyó por otra cosa mientras se movía; lo que se había movido volvió a su sitio
reason-replaced-while-moving-stuck = se sustituyó por otra cosa mientras se movía, y lo que se había movido no se pudo devolver a su sitio ({ $problem }); está en { $trash }

# Replacing a copy by a hard link to the copy being kept. $fs is a file system's name (vfat).
reason-not-exact-for-link = solo las copias byte a byte se sustituyen por un enlace físico; un archivo similar no tiene el mismo contenido, así que se dejó en su sitio
reason-no-hard-links = está en un sistema de archivos ({ $fs }) que no permite dar a un archivo un segundo nombre, así que no puede sustituirse por un enlace físico; se dejó en su sitio (en su lugar, puede enviarse a la papelera)
reason-other-file-system = la copia conservada, { $kept }, está en otro sistema de archivos, adonde no llega un enlace físico; se dejó en su sitio
# $copy and $kept_has are each written by reason-access.
reason-access-differs = tiene otro propietario u otros permisos ({ $copy }) que la copia conservada, { $kept } ({ $kept_has }); un enlace físico cambiaría quién puede leerlo o escribir en él, así que se dejó en su sitio (--allow-owner-change lo enlaza de todos modos)
reason-kept-link-limit = la copia conservada, { $kept }, ya tiene tantos nombres como permite su sistema de archivos; no se cambió nada
reason-cannot-link = no se pudo sustituir por un enlace físico, así que se dejó en su sitio: { $problem }
reason-kept-changed-before-link = la copia conservada, { $kept }, cambió o se movió después de comprobarse, así que no se enlazó nada
reason-replaced-while-linking = otra cosa ocupó su nombre mientras se colocaba el enlace; se deshizo el intercambio y no se enlazó nada
reason-replaced-while-linking-stuck = otra cosa ocupó su nombre mientras se colocaba el enlace, y no se pudo deshacer el intercambio ({ $problem }); el original está en la papelera: `doppel restore` puede restaurarlo
# A folder's file that could not be linked, when it was the first of the folder.
reason-folder-file-not-linked-first = { $file }, dentro de ella, no se pudo sustituir por un enlace físico ({ $why }); antes no se había enlazado ninguno de sus archivos, y el resto se dejó como está
reason-folder-file-not-linked = { $file }, dentro de ella, no se pudo sustituir por un enlace físico ({ $why }); los archivos anteriores a él ya son enlaces físicos ({ $linked } de sus { $of }; sus originales están en la papelera: `doppel restore` los devuelve a su sitio), y el resto se dejó como está
reason-attributes-differ = sus atributos extendidos o ACL ({ $names }) difieren de los de la copia conservada, { $kept }; un enlace físico descartaría los suyos y mostraría los de la copia conservada bajo su nombre, así que se dejó en su sitio (--allow-owner-change lo enlaza de todos modos)
reason-kept-in-reference = la copia conservada, { $kept }, es un archivo de la carpeta de referencia { $reference }; un enlace físico le daría aquí un segundo nombre, donde una edición cambiaría la referencia, así que se dejó en su sitio (muévalo a la papelera o conviértalo en un clon)

# Replacing a copy by a clone of the copy being kept (their blocks shared). $why in
# reason-cannot-share-blocks is one of the no-sharing-… messages; $at is a byte offset.
reason-not-exact-for-clone = solo las copias byte a byte se sustituyen por un clon; un archivo similar no tiene el mismo contenido, así que se dejó en su sitio
reason-clone-other-file-system = la copia conservada, { $kept }, está en otro sistema de archivos; solo se comparten bloques dentro de un mismo sistema de archivos, así que se dejó en su sitio
reason-cannot-share-blocks = aquí no puede sustituirse por un clon: { $why }; se dejó en su sitio
reason-clone-differs = el sistema de archivos lo comparó con la copia conservada, { $kept }, y encontró bytes distintos (a partir del byte { $at }); no se cambió nada
reason-cannot-clone = no se pudo sustituir por un clon, así que sus bytes siguen como estaban: { $problem }
reason-changed-while-cloning = se escribió en él mientras se clonaba; ahora contiene lo que se escribió, y no se perdió nada de él
reason-kept-changed-before-clone = la copia conservada, { $kept }, cambió o se movió después de comprobarse, así que no se clonó nada
reason-kept-changed-while-cloning = la copia conservada, { $kept }, cambió mientras se clonaba este archivo; el contenido de este archivo sigue como estaba (el sistema de archivos comparó los bytes), pero puede que queden compartidos menos de sus bloques
reason-folder-file-not-cloned = { $file }, dentro de ella, no se pudo clonar ({ $why }); los archivos anteriores a él ya son clones ({ $cloned } de sus { $of }, con su contenido como estaba), y el resto se dejó como está
# $why is the engine's own words.
reason-not-moved = no se movió: { $why }

# A restore (undo). $what is the engine's words for what is wrong with a record.
reason-journal-record-invalid = su anotación en el registro no es de las que escribe Doppel ({ $what }), así que no se tocó
reason-volume-not-mounted = su papelera, { $trash }, está en un volumen que ahora no está montado (hay otro disco montado allí, o ninguno); sigue constando en el registro: hay que conectar ese disco y volver a deshacer
reason-occupied = ahora hay un archivo en { $path }; hay que moverlo a otro sitio y volver a deshacer
reason-restore-path-through-symlink = su carpeta { $folder } es ahora un enlace simbólico; los archivos solo se devuelven a través de carpetas reales: hay que hacer que vuelva a ser una carpeta y deshacer de nuevo
reason-cannot-make-folder = no se pudo crear ni abrir su carpeta: { $problem }
reason-entry-unreadable = no se pudo leer su entrada en la papelera: { $problem }
reason-cannot-restore = no se pudo restaurar: { $problem }
reason-link-replaced = { $path } ya no es el enlace que creó la limpieza (se puso otra cosa allí), así que los dos se dejaron como están; el original sigue en la papelera
reason-folder-not-as-scanned = ahora contiene { $now ->
        [one] 1 archivo
       *[other] { $now } archivos
    } y el análisis vio { $scanned } (archivos dejados fuera por los filtros, o añadidos después): solo se mueve una carpeta que el análisis vio entera, así que se dejó como está
reason-kept-has-unseen-names =
    { $unseen ->
        [one] la copia conservada { $kept } tiene 1 nombre más que el análisis no vio (fuera de las carpetas analizadas, o dejado fuera por los filtros): un enlace duro lo haría editable mediante el nombre de esta copia, así que se dejó como está
       *[other] la copia conservada { $kept } tiene { $unseen } nombres más que el análisis no vio (fuera de las carpetas analizadas, o dejados fuera por los filtros): un enlace duro los haría editables mediante el nombre de esta copia, así que se dejó como está
    }
reason-kept-link-gone = { $path } ya no es el enlace que creó la limpieza: { $kept } ya no contiene el mismo archivo (se borró o se sobrescribió al guardar), así que lo que contiene { $path } es su trabajo actual y se dejó como está; el original sigue en la papelera
# $files is how many files of the folder, $first the first of them.
reason-folder-links-replaced =
    { $files ->
        [one] { $first }, dentro de ella, ya no es el enlace que creó la limpieza (se puso otra cosa allí), así que se dejó como está, con su original aún en la papelera; el resto de la carpeta volvió a su sitio
       *[other] { $files } archivos de dentro (el primero, { $first }) ya no son los enlaces que creó la limpieza (se puso otra cosa allí), así que se dejaron como están, con sus originales aún en la papelera; el resto de la carpeta volvió a su sitio
    }
reason-cannot-unshare = no se le pudieron devolver bloques propios, así que sigue siendo un clon: { $problem }
reason-already-in-place = ya estaba de vuelta en su sitio
reason-already-in-place-copy-in-trash = ya estaba de vuelta en su sitio; queda una copia idéntica en la papelera, en { $trash_entry } (una restauración anterior se detuvo antes de eliminarla)
reason-gone-from-trash = no se encontró en la papelera (se vació, se restauró a mano, u otro disco está montado en su lugar); sigue en la lista, y una restauración posterior volverá a buscarlo
reason-unrelated = no se encontró en la papelera: un elemento ajeno ocupa allí su nombre, y no se tocó; sigue en la lista, y una restauración posterior volverá a buscarlo
reason-never-left = nada que devolver: el archivo nunca dejó su sitio (es un clon, con sus bloques compartidos con { $kept }; `--unshare-clones` le devuelve bloques propios)
reason-not-shared = ya tiene bloques propios
reason-changed-since-clone = se sustituyó o se escribió en él después de clonarse, así que se dejó como está

# One cleanup or restore at a time. $holder is what the other Doppel wrote of itself
# ("process 4242, cleaning up"), as it wrote it.
lock-busy = otro Doppel ya está limpiando o restaurando; hay que esperar a que termine y volver a intentarlo
lock-busy-holder = otro Doppel ya está limpiando o restaurando ({ $holder }); hay que esperar a que termine y volver a intentarlo
lock-unusable = no se pudo tomar el bloqueo { $path }: { $problem }

# Doppel's cleanup journal could not be written (no journal, no move); $problem is the
# system's words.
journal-not-started = no se pudo escribir el registro de la limpieza en { $folder }: { $problem }
journal-not-updated = no se pudo actualizar el registro de la limpieza { $path }: { $problem }
journal-not-written = no se pudo escribir el registro de la limpieza { $path }: { $problem }

# A reference folder that could not be read in full before a cleanup: $entry is what in it
# could not be read, $problem the system's words or reference-not-a-folder.
reference-unreadable = no se pudo leer por completo la carpeta de referencia { $reference } ({ $entry }: { $problem }); nada va a la papelera mientras no se puedan distinguir todos sus archivos de los demás
reference-not-a-folder = no es una carpeta

# Why a cleanup stopped before its end (else the journal's own words, or a reason).
stopped-cancelled = se canceló la limpieza

# How an item a restore put back differs from what was trashed.
changed-in-trash-written-to = se escribió en él después de enviarse a la papelera; vuelve tal como está ahora
# $changes is a list of changed-in-trash-added, -gone and -edited, joined by the separator.
changed-in-trash-folder-files = cambió después de enviarse a la papelera ({ $changes }); la carpeta vuelve entera, tal como está ahora
changed-in-trash-separator = { ", " }
changed-in-trash-added =
    { $files ->
        [one] { $files } archivo añadido
       *[other] { $files } archivos añadidos
    }
changed-in-trash-gone =
    { $files ->
        [one] { $files } archivo desaparecido
       *[other] { $files } archivos desaparecidos
    }
changed-in-trash-edited =
    { $files ->
        [one] { $files } archivo modificado
       *[other] { $files } archivos modificados
    }
changed-in-trash-linked-folder-gone = la carpeta ya no estaba; los originales que guardaba la papelera vuelven como una carpeta
changed-in-trash-edited-through-link = se editó mediante su nombre enlazado después de la limpieza; el original vuelve como estaba, y la edición sigue en { $kept }
changed-in-trash-link-originals-gone = { $files } de sus archivos ya no estaban en la papelera; sus nombres conservan los enlaces que creó la limpieza

# Why a way to reclaim space would leave a file alone (the cleanup's confirmation).
left-alone-not-exact = un archivo similar, no una copia byte a byte: solo se sustituyen las copias
left-alone-other-file-system = la copia conservada, { $kept }, está en otro sistema de archivos
# $copy and $kept_has are each written by reason-access.
left-alone-access-differs = su propietario o sus permisos ({ $copy }) difieren de los de la copia conservada ({ $kept_has })
left-alone-attributes-differ = sus atributos extendidos o ACL ({ $names }) difieren de los de la copia conservada
left-alone-kept-in-reference = la copia conservada está en la carpeta de referencia { $reference }, que un enlace físico haría editable aquí
left-alone-cannot-share-blocks = su sistema de archivos no puede compartir bloques entre archivos
left-alone-not-permitted = pertenece a otro usuario y no se tiene permiso para escribir en él: sus bloques no pueden compartirse
left-alone-no-hard-links = su sistema de archivos no permite dar a un archivo un segundo nombre (no admite enlaces físicos)

## Shared: the space a cleanup measured as freed (src/i18n/space.rs)

# One line per file system: the first message, then each gap joined by space-then, then
# space-end around the whole. $mount is where the file system is mounted; sizes come
# written as the language writes them.
space-freed = Se liberaron { $freed } en { $mount } (se esperaban { $expected })
space-trash-later = No se libera nada en { $mount } hasta vaciar la papelera; entonces se recuperan { $size }.
space-freed-nothing = No se liberó nada en { $mount }: hay { $used } más en uso que antes (se esperaba liberar { $expected })
# $problem is the system's words, or space-other-file-system.
space-not-measured = No se pudo medir el espacio libre en { $mount } después de la limpieza ({ $problem }); se esperaba liberar { $expected }
space-other-file-system = ahora hay otro sistema de archivos montado allí
space-then = { $before }; { $gap }
space-end = { $line }.
space-gap-trash-not-emptied = { $size } más volverán cuando se vacíe la papelera
space-gap-journal = { $size } menos de lo esperado corresponden a datos del propio Doppel: el registro de la limpieza
# $records: how many .trashinfo files the cleanup wrote in the trash.
space-gap-own-records =
    { $records ->
        [one] { $size } menos de lo esperado corresponden a datos del propio Doppel: { $records } archivo .trashinfo en la papelera (se elimina al vaciarla) y el registro de la limpieza
       *[other] { $size } menos de lo esperado corresponden a datos del propio Doppel: { $records } archivos .trashinfo en la papelera (se eliminan al vaciarla) y el registro de la limpieza
    }
space-gap-held-elsewhere = { $size } menos de lo esperado: esos bloques siguen ocupados en otro lugar (una instantánea, otros clones de las copias), o bien otros programas escribieron en ese sistema de archivos mientras tanto
space-gap-other-changes = { $size } más de lo esperado: otros programas liberaron espacio en ese sistema de archivos mientras tanto

## Shared: why a scan skipped a file or folder (src/i18n/skips.rs)

# Each follows the path, as "/a/b.txt: permission denied". A decoder's, an extractor's or
# the system's own words come as they are.
skip-io-permission-denied = permiso denegado
skip-io-vanished = desapareció durante el análisis
skip-io-too-many-links = demasiados niveles de enlaces simbólicos
skip-io-input-output = error de entrada/salida (falló el disco o el recurso compartido de red)
skip-io-name-too-long = la ruta es más larga de lo que permite el sistema (4096 bytes), así que no se puede abrir
skip-io-stale-handle = identificador de archivo de red obsoleto (el recurso compartido cambió)
skip-broken-link = enlace simbólico roto: su destino no existe
skip-link-loop = bucle de enlaces simbólicos: lleva de vuelta a una carpeta que ya se está analizando
skip-link-not-followed = un enlace simbólico (no se sigue)
skip-not-regular-file = no es un archivo normal
skip-changed-while-read = cambió durante el análisis (el tamaño o la fecha de modificación no son los de cuando se listó)
skip-replaced-while-read = durante el análisis se sustituyó por algo que no es un archivo normal
skip-own-folder = es la carpeta propia de Doppel (sus registros de limpieza, su caché o sus ajustes); nunca se analiza
skip-root-in-own-folder = está dentro de la carpeta propia de Doppel (sus registros de limpieza, su caché o sus ajustes); nunca se analiza
skip-link-into-own-folder = es un enlace a la carpeta propia de Doppel (sus registros de limpieza, su caché o sus ajustes); nunca se analiza
skip-trash-folder = es una carpeta de papelera; los archivos de la papelera nunca se analizan
skip-root-in-trash = está dentro de una carpeta de papelera; los archivos de la papelera nunca se analizan
skip-link-into-trash = es un enlace a una carpeta de papelera; los archivos de la papelera nunca se analizan
skip-root-gone = la carpeta ya no está (se eliminó o se le cambió el nombre); se vuelve a analizar si reaparece
skip-not-there = no existe el archivo o la carpeta
skip-not-file-or-folder = no es un archivo normal ni una carpeta
skip-changed-while-compared = cambió mientras se comparaba
# $why is ffprobe's or ffmpeg's own words.
skip-video-unreadable = no se pudo leer el vídeo: { $why }
skip-video-timed-out = la lectura del vídeo tardó más de { $seconds } s
skip-video-no-frames = el vídeo no tiene ningún fotograma que ffmpeg pueda leer
skip-video-not-a-container = no es un archivo de vídeo sino el formato «{ $format }» de ffmpeg (una lista de reproducción o un guion que nombra otros archivos nunca se lee)
skip-image-unknown-format = no es una imagen en un formato que Doppel lea
# $tool is the program and the Debian package that has it: heif-convert (libheif-examples).
skip-image-decoder-missing = su decodificador no está instalado: { $tool }

# Why an image could not be compared. $form is the decoder's words for a form it cannot
# read ("PSD compression 3"); $limit one of the image-too-large-… messages; $why one of
# the damage-… messages, or the decoding library's own words.
image-unsupported = imagen en un formato que Doppel no puede leer ({ $form })
image-too-large = imagen demasiado grande para compararla ({ $limit })
image-too-large-pixels = { $width } × { $height } píxeles; el límite es de { $megapixels } megapíxeles
image-too-large-memory = su decodificador necesitaría más de 600 MiB
image-too-large-psd = un archivo PSD de más de 1 GiB
image-damaged = imagen dañada ({ $why })
image-damaged-raw = archivo RAW dañado ({ $why })
# $problem is the system's words.
image-could-not-start = no se pudo iniciar el decodificador de imágenes: { $problem }
image-killed = el decodificador de imágenes se cerró inesperadamente ({ $tool } terminó por la señal { $signal })
image-timed-out-seconds = el decodificador de imágenes tardó más de { $seconds } s
image-timed-out-milliseconds = el decodificador de imágenes tardó más de { $milliseconds } ms
damage-ends-early = termina antes de tiempo
damage-header-ends-early = su cabecera termina antes de tiempo
damage-no-size = su cabecera no indica el tamaño
damage-no-pixels = no tiene píxeles
damage-size-given-twice = su tamaño se indica de dos formas distintas
damage-not-heif = no tiene caja meta: no es una imagen HEIF
damage-box-past-end = una caja se extiende más allá del final del archivo
# $kind is a box's four-letter name (ispe, moov).
damage-box-length = su caja { $kind } mide { $length } bytes
damage-no-picture = su decodificador no produjo ninguna imagen
damage-composite-cut-short = su imagen compuesta está incompleta
damage-no-preview = no tiene ninguna vista previa que Doppel pueda leer
damage-preview-too-large = su vista previa ocupa más de 256 MiB
damage-preview-ends-early = su vista previa termina antes de tiempo
damage-not-tiff = no tiene estructura TIFF
damage-too-many-entries = un directorio de imagen declara más de 1000 entradas
damage-moov-too-large = su caja moov es demasiado grande
damage-no-image-track = no tiene pista de imagen
damage-no-moov = no tiene caja moov

# The kinds the list of skipped files is grouped under, where a reason carries words of
# its own (the others are grouped under the reason itself).
skip-heading-unreadable = no se pudo leer
skip-heading-too-short = demasiado corto para compararlo como documento
skip-heading-document-unreadable = no se pudo leer como documento
skip-heading-image-unreadable = no se pudo leer la imagen
skip-heading-not-an-image = no es una imagen que Doppel pueda leer
skip-heading-image-too-large = imagen demasiado grande para compararla
skip-heading-image-damaged = imagen dañada
skip-heading-decoder-crashed = el decodificador de imágenes se cerró inesperadamente
skip-heading-decoder-timed-out = el decodificador de imágenes tardó demasiado
skip-heading-video-unreadable = no se pudo leer el vídeo
skip-heading-video-not-a-container = no es un archivo de vídeo (una lista de reproducción o un guion)

## Shared: what a scan tells at its end, and an ignore list that could not be used (src/i18n/notices.rs)

# $tool is the program and the Debian package that has it.
notice-heif-tool-missing =
    { $images ->
        [one] no se comparó por parecido { $images } imagen HEIC o AVIF: { $tool } no está instalado
       *[other] no se compararon por parecido { $images } imágenes HEIC o AVIF: { $tool } no está instalado
    }
# $tool is ffmpeg or ffprobe, $why what running it gave.
notice-videos-off = no se buscaron vídeos parecidos: no se pudo ejecutar { $tool } ({ $why }); para encontrarlos, hay que instalar ffmpeg (sudo apt-get install ffmpeg)
# A file Doppel did not make where its fingerprint cache would be: left untouched. $what is
# one of the found-… messages; $problem the system's words.
cache-not-ours = { $path } no es una caché de huellas de Doppel ({ $what }), así que Doppel no lo toca
cache-not-ours-companion = { $path } no es un archivo propio de SQLite junto a la caché de huellas ({ $what }), así que Doppel no lo toca
cache-unreadable = no se pudo leer { $path } ({ $problem }), así que Doppel no lo toca
found-symbolic-link = un enlace simbólico
found-folder = una carpeta
found-not-regular-file = no es un archivo normal
found-empty-file = un archivo vacío
found-not-sqlite = no es una base de datos SQLite
found-other-programs-database = una base de datos SQLite de otro programa
found-other-users-file = pertenece a otro usuario distinto del de la caché
found-not-write-ahead-log = no empieza como el registro de escritura anticipada de SQLite
found-not-shared-memory-index = no empieza como el índice de memoria compartida de SQLite
found-not-rollback-journal = no empieza como el diario de reversión de SQLite
found-leftover = un resto junto a una base de datos que ya no está

# Why a file is not an ignore list; $error is the JSON reader's own words.
ignore-damage-not-json = no es JSON: { $error }
ignore-damage-version = es de la versión { $version }, y este Doppel lee la versión { $known }
ignore-damage-shape = no es una lista de exclusión: { $error }
ignore-damage-not-regular-file = no es un archivo normal
ignore-damage-too-large = ocupa más de { $limit }, más que cualquier lista de ignorados
# $damage is one of the ignore-damage-… messages; $error the system's words.
ignore-set-aside = no se pudo usar la lista de exclusión { $path } ({ $damage }); se movió a { $aside }, y los grupos que ocultaba vuelven a mostrarse
ignore-damaged = no se pudo usar la lista de exclusión { $path } ({ $damage }) ni apartarla ({ $error }); los grupos que ocultaba vuelven a mostrarse, y se deja como está
ignore-unreadable = no se pudo leer la lista de exclusión { $path } ({ $error }); los grupos que ocultaba vuelven a mostrarse, y se deja como está
ignore-not-used = la lista de ignorados { $path } no se pudo usar ({ $damage }); se deja como está, y no oculta nada

## Command line: general messages (each printed after "doppel: ")

path-said = { $path }: { $what }
cli-no-window =
    no se pudo abrir la ventana: { $error }
    La aplicación de escritorio necesita una sesión gráfica; `doppel scan PATH` funciona sin ella.
cli-no-app = esta compilación no incluye la aplicación de escritorio (se compiló sin la característica `gui`); use `doppel scan PATH`, `doppel watch`, `doppel clean` o `doppel restore` (véase `doppel --help`)
cli-not-a-command = «{ $word }» no es un comando ni una carpeta; ¿quería decir «{ $suggested }»?
cli-no-display = no hay pantalla en la que abrir la ventana (no están definidas ni WAYLAND_DISPLAY ni DISPLAY); inicie Doppel desde el escritorio o, para analizar sin ventana, ejecute `doppel scan FOLDER`
cli-display-refused = no se pudo abrir la ventana en la pantalla { $display }: { $problem }; compruebe que la sesión de escritorio está en marcha y que este usuario puede usarla o, para analizar sin ventana, ejecute `doppel scan FOLDER`
cli-no-graphics = la ventana no pudo empezar a dibujar ({ $problem }); la aplicación de escritorio necesita OpenGL (los paquetes de Debian libgl1 y libegl1, y un controlador gráfico); para analizar sin ventana, ejecute `doppel scan FOLDER`
cli-write-failed = no se pudo escribir el informe en { $target }: { $error }
cli-standard-output = la salida estándar
cli-ignore-list-missing = la lista de exclusión { $path } no existe; no se oculta nada
cli-show-ignored = { $hidden } (doppel scan --show-ignored los muestra)
cli-cache-not-ours = { $problem }; elija otro archivo con --cache-file, o --no-cache
cli-bad-exclude = patrón de --exclude no válido: { $problem }
cli-no-threads = no se pudieron iniciar los hilos de trabajo: { $problem }

## Command line: values the options take ($text is what was typed)

arg-error-threads-not-number = «{ $text }» no es un número entero; indique un número como 8
arg-error-threads-range = { $value } no está entre 1 y { $max }; omita --threads para usar el valor predeterminado
arg-error-similarity-not-number = «{ $text }» no es un número; indique un valor como { $default }
arg-error-similarity-range = { $value } no está entre 0.5 y 1.0
arg-error-share-not-number = «{ $text }» no es un número; indique una proporción como 0.8
arg-error-share-range = { $value } no está entre 0 y 1; indique una proporción como 0.8, o 0 solo para carpetas duplicadas
arg-error-seconds-not-number = «{ $text }» no es un número entero de segundos; indique, por ejemplo, 60
arg-error-seconds-zero = el intervalo debe ser de al menos 1 segundo (con 0 se analizaría sin pausa)
arg-error-size-not-size = «{ $text }» no es un tamaño; indique un número de bytes como 4096 o 4K
arg-error-size-suffix = sufijo de tamaño desconocido «{ $suffix }»; use K, M, G o T
arg-error-size-too-large = «{ $text }» es demasiado grande

## Command line: the scan's progress line

progress-walking =
    recorriendo: { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }, { $size }
progress-comparing-documents = comparando { $count } documentos
progress-comparing-folders = comparando { $count } carpetas
progress-files = { $phase }: { $done }/{ $total } archivos
progress-bytes = { $done }/{ $total }, faltan { $left }

## Command line: the text report of `doppel scan` and `doppel watch`

report-sets = Solo los grupos que unen { $a } con { $b } (no se listan las copias que están solo dentro de uno de ellos).
report-exact-group = Grupo { $number }: { $files } archivos idénticos de { $size } cada uno, { $reclaimable } recuperables
report-near-alike = { $percent } % de parecido
report-near-alike-range = { $low } %–{ $high } % de parecido
report-near-group = Grupo { $number }: { $files } documentos similares, { $alike }
report-near-group-chain = Grupo { $number }: { $files } documentos similares, { $alike }; no todos superan el umbral: una cadena de versiones
report-near-pair = [{ $a }] ~ [{ $b }]  { $percent } % de parecido, distancia simhash { $distance }
report-image-group = Grupo { $number }: { $files } imágenes similares, en torno a la marcada con *
report-image-distance = distancia { $distance }
report-image-taken = tomada el { $when }
report-video-group = Grupo { $number }: { $files } vídeos similares
report-folder-duplicate = Grupo de carpetas F{ $number }: { $folders } carpetas con el mismo contenido, { $reclaimable } recuperables
report-folder-similar = Grupo de carpetas F{ $number }: 2 carpetas similares, { $percent } % del contenido de sus archivos en común
report-files =
    { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    }
report-folder-inside =
    ({ $groups ->
        [one] { $groups } grupo de archivos
       *[other] { $groups } grupos de archivos
    } dentro de estas carpetas, no se repiten más abajo)
report-hard-link = { $path } (enlace físico, el mismo archivo)
report-companions = con { $names } (una sola foto: van a la papelera con ella)
report-skipped =
    { $count ->
        [one] Se omitió { $count } archivo o carpeta
       *[other] Se omitieron { $count } archivos o carpetas
    }:
report-too-short =
    { $count ->
        [one] { $count } documento era demasiado corto
       *[other] { $count } documentos eran demasiado cortos
    } para compararlos (listados en --format json).
report-no-exact = No se encontraron duplicados exactos.
report-summary-exact =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } de copias exactas, { $files ->
        [one] { $files } archivo sobrante
       *[other] { $files } archivos sobrantes
    }, { $size } recuperables.
report-summary-near =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } de documentos similares.
report-summary-images =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } de imágenes similares.
report-summary-videos =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } de vídeos similares.
report-summary-folders =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } de carpetas duplicadas, { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } pares
    } de carpetas similares.
report-summary-scanned =
    { $files ->
        [one] { $files } archivo analizado
       *[other] { $files } archivos analizados
    } ({ $size }) en { $seconds } s.
report-summary-scanned-cancelled =
    { $files ->
        [one] { $files } archivo analizado
       *[other] { $files } archivos analizados
    } ({ $size }) en { $seconds } s; análisis cancelado antes del final.
report-only-here-cancelled = El análisis se detuvo antes del final, así que no se sabe qué archivos están solo aquí.
report-only-here-none = Todos los archivos tienen una copia en { $references }.
report-only-here =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } ({ $size }) sin copia en { $references }.

## Command line: doppel cache

cache-no-folder = aquí no se conoce ninguna carpeta de caché del usuario (¿está definida HOME?); use --cache-file
cache-cleared = Se vació la caché de huellas ({ $path }).
cache-clear-failed = no se pudo vaciar la caché en { $path }: { $error }

## Command line: doppel compare

compare-not-compared = Sin comparar: los dos archivos deben ser documentos.
compare-resemblance = Parecido: { $percent } % de sus tripletas de palabras en común (exacto)
compare-simhash-within = Distancia simhash: { $distance } de 64 bits (dentro de k = { $k })
compare-simhash-beyond = Distancia simhash: { $distance } de 64 bits (más allá de k = { $k })
compare-near-yes = Casi idénticos al { $percent } %: sí
compare-near-no = Casi idénticos al { $percent } %: no
compare-side = { $format }, { $triples } tripletas de palabras ({ $distinct } distintas)
compare-side-read = leído
compare-same-words = (los dos textos tienen las mismas palabras)
compare-write-failed = no se pudo escribir la comparación: { $error }

## Command line: doppel watch

watch-no-ctrl-c = no se puede capturar Ctrl+C ({ $error }); detenga el programa con una señal
watch-some-unwatched = algunas carpetas no se vigilan; --rescan-every SECONDS las analiza periódicamente

## Command line: doppel generate

generate-no-page = no hay página para `doppel { $command }`; nombre una de estas órdenes, o ninguna para el propio doppel: { $commands }
generate-write-failed = no se pudo escribir: { $error }

## Command line: doppel clean

clean-owner-change-alone = --allow-owner-change va con --as hardlink (solo un enlace físico puede cambiar quién puede leer un nombre); no se movió nada
clean-report-unreadable = no se pudo leer el informe { $path }: { $reason }
clean-report-missing = no existe el archivo
clean-report-not-file = no es un archivo normal (indique el archivo JSON que escribió `doppel scan --format json -o FILE`)
clean-report-too-large = es más grande que cualquier informe que escriba Doppel (4 GiB)
clean-report-not-utf8 = no es texto UTF-8
clean-report-invalid = { $problem } (cree uno con `doppel scan --format json -o FILE PATH`)
clean-reference-missing = no se encontró la carpeta de referencia { $path }: { $error }
clean-reference-not-folder = la carpeta de referencia { $path } no es una carpeta
clean-planned = Previsto: { $what }, { $size }
clean-planned-dry-run = Previsto: { $what }, { $size } (simulación: se hacen todas las comprobaciones, no se mueve nada)
clean-planned-folders =
    { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
clean-planned-files =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }
clean-planned-files-companions =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } (y { $companions ->
        [one] { $companions } archivo asociado
       *[other] { $companions } archivos asociados
    } con ellos)
clean-planned-files-companions-left =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } ({ $companions ->
        [one] { $companions } archivo asociado se queda
       *[other] { $companions } archivos asociados se quedan
    } en su sitio: solo se sustituyen los duplicados)
clean-failed = { $problem }; no se movió nada
clean-verb-trash = Movido a la papelera
clean-verb-trash-dry-run = Se movería a la papelera
clean-verb-hardlink = Sustituido por un enlace físico
clean-verb-hardlink-dry-run = Se sustituiría por un enlace físico
clean-verb-clone = Convertido en clon
clean-verb-clone-dry-run = Se convertiría en clon
clean-line = { $verb }: { $path }
clean-line-companion = { $verb }: { $path } (con { $photo })
clean-line-folder = { $verb }: { $path } (la carpeta entera, { $size })
clean-line-folder-cloned = { $verb }: { $path } (la carpeta entera, { $size }: cada archivo comparte sus bloques con su copia en { $kept })
clean-line-folder-cloned-dry-run = { $verb }: { $path } (la carpeta entera, { $size }: cada archivo compartiría sus bloques con su copia en { $kept })
clean-line-folder-linked = { $verb }: { $path } (la carpeta entera, { $size }, archivo por archivo: cada archivo es ahora el mismo archivo que su copia en { $kept })
clean-line-folder-linked-dry-run = { $verb }: { $path } (la carpeta entera, { $size }, archivo por archivo: cada archivo sería el mismo archivo que su copia en { $kept })
clean-line-cloned = { $verb }: { $path } (comparte sus bloques con { $kept })
clean-line-cloned-dry-run = { $verb }: { $path } (compartiría sus bloques con { $kept })
clean-line-cloned-nothing = { $verb }: { $path } (comparte sus bloques con { $kept }; ya estaban todos compartidos, así que esto no libera nada)
clean-line-cloned-nothing-dry-run = { $verb }: { $path } (compartiría sus bloques con { $kept }; ya estaban todos compartidos, así que esto no liberaría nada)
clean-line-linked = { $verb }: { $path } (ahora es el mismo archivo que { $kept })
clean-line-linked-dry-run = { $verb }: { $path } (sería el mismo archivo que { $kept })
clean-done-linked-files =
    { $count ->
        [one] Limpieza { $id }: { $count } archivo sustituido por un enlace físico (cada nombre comparte ahora un mismo archivo con la copia conservada: un cambio a través de uno cambia ambos); el original está en la papelera, y { $size } se liberarán cuando se vacíe la papelera; `doppel restore { $id }` lo devuelve a su sitio.
       *[other] Limpieza { $id }: { $count } archivos sustituidos por enlaces físicos (cada nombre comparte ahora un mismo archivo con la copia conservada: un cambio a través de uno cambia ambos); los originales están en la papelera, y { $size } se liberarán cuando se vacíe la papelera; `doppel restore { $id }` los devuelve a su sitio.
    }
clean-done-linked-folders =
    { $count ->
        [one] Limpieza { $id }: { $count } carpeta sustituida por enlaces físicos, archivo por archivo (cada nombre comparte ahora un mismo archivo con su copia en la carpeta conservada: un cambio a través de uno cambia ambos); los originales están en la papelera, y { $size } se liberarán cuando se vacíe la papelera; `doppel restore { $id }` los devuelve a su sitio.
       *[other] Limpieza { $id }: { $count } carpetas sustituidas por enlaces físicos, archivo por archivo (cada nombre comparte ahora un mismo archivo con su copia en la carpeta conservada: un cambio a través de uno cambia ambos); los originales están en la papelera, y { $size } se liberarán cuando se vacíe la papelera; `doppel restore { $id }` los devuelve a su sitio.
    }
clean-done-cloned-files =
    { $count ->
        [one] Limpieza { $id }: { $count } archivo convertido en clon de las copias conservadas (conserva su nombre, propietario, permisos, fechas y contenido; solo se comparten sus bloques); nada fue a la papelera, y se esperaba liberar { $size } de inmediato; `doppel restore --unshare-clones { $id }` le devuelve bloques propios.
       *[other] Limpieza { $id }: { $count } archivos convertidos en clones de las copias conservadas (cada uno conserva su nombre, propietario, permisos, fechas y contenido; solo se comparten sus bloques); nada fue a la papelera, y se esperaba liberar { $size } de inmediato; `doppel restore --unshare-clones { $id }` les devuelve bloques propios.
    }
clean-done-cloned-folders =
    { $count ->
        [one] Limpieza { $id }: { $count } carpeta convertida en clon, archivo por archivo, de las copias conservadas (cada archivo conserva su nombre, propietario, permisos, fechas y contenido; solo se comparten sus bloques); nada fue a la papelera, y se esperaba liberar { $size } de inmediato; `doppel restore --unshare-clones { $id }` devuelve bloques propios a sus archivos.
       *[other] Limpieza { $id }: { $count } carpetas convertidas en clones, archivo por archivo, de las copias conservadas (cada archivo conserva su nombre, propietario, permisos, fechas y contenido; solo se comparten sus bloques); nada fue a la papelera, y se esperaba liberar { $size } de inmediato; `doppel restore --unshare-clones { $id }` devuelve bloques propios a sus archivos.
    }
clean-done-trash-files =
    { $count ->
        [one] Limpieza { $id }: { $count } archivo movido a la papelera; `doppel restore { $id }` lo devuelve a su sitio.
       *[other] Limpieza { $id }: { $count } archivos movidos a la papelera; `doppel restore { $id }` los devuelve a su sitio.
    }
clean-done-trash-folders =
    { $count ->
        [one] Limpieza { $id }: { $count } carpeta movida a la papelera; `doppel restore { $id }` la devuelve a su sitio.
       *[other] Limpieza { $id }: { $count } carpetas movidas a la papelera; `doppel restore { $id }` las devuelve a su sitio.
    }
clean-stopped = detenido antes de terminar: { $why }
clean-left-alone-no-rule = Sin cambios: { $groups } (no se indicó ninguna regla { $option }).
clean-decided-fallback = Decidido: { $groups } ({ $rule }: { $why }).
clean-left-alone = Sin cambios: { $groups } ({ $rule }: { $why }).
clean-groups-exact =
    { $count ->
        [one] { $count } grupo de copias exactas
       *[other] { $count } grupos de copias exactas
    }
clean-groups-near =
    { $count ->
        [one] { $count } grupo de documentos similares
       *[other] { $count } grupos de documentos similares
    }
clean-groups-images =
    { $count ->
        [one] { $count } grupo de imágenes similares
       *[other] { $count } grupos de imágenes similares
    }
clean-groups-videos =
    { $count ->
        [one] { $count } grupo de vídeos similares
       *[other] { $count } grupos de vídeos similares
    }
clean-groups-folders =
    { $count ->
        [one] { $count } grupo de carpetas duplicadas
       *[other] { $count } grupos de carpetas duplicadas
    }
clean-left-alone-similar-folders =
    Sin cambios: { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } pares
    } de carpetas similares (solo se limpian las carpetas duplicadas).
clean-no-duplicate-folders = El informe no contiene carpetas duplicadas (analice con la detección de carpetas para encontrarlas).
clean-left-alone-all-folders = Sin cambios: todos los grupos de carpetas duplicadas (no se indicó ninguna regla --keep).
clean-left-in-place =
    { $files ->
        [one] { $files } archivo se quedó en su sitio
       *[other] { $files } archivos se quedaron en su sitio
    }:

## Command line: doppel restore

restore-nothing = Nada que restaurar: ninguna limpieza tiene archivos en la papelera.
restore-no-such-cleanup = No hay registrada ninguna limpieza { $id } (`doppel restore --list` las muestra).
restore-restored = Restaurado: { $path }
restore-unshared = De nuevo con bloques propios: { $path }
restore-settled = Nada que hacer: { $path }: { $reason }
restore-still-in-trash =
    Todavía en la papelera: { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }
restore-still-shared =
    Aún compartidos con la copia conservada: { $clones ->
        [one] { $clones } clon
       *[other] { $clones } clones
    }
restore-done =
    Limpieza { $id }: { $restored ->
        [one] { $restored } restaurado
       *[other] { $restored } restaurados
    }, { $left } todavía en la papelera.
restore-done-unshared =
    Limpieza { $id }: { $restored ->
        [one] { $restored } restaurado
       *[other] { $restored } restaurados
    }, { $unshared ->
        [one] { $unshared } clon con bloques propios de nuevo
       *[other] { $unshared } clones con bloques propios de nuevo
    }, { $left } todavía en la papelera.
restore-none-recorded = No hay ninguna limpieza registrada.
restore-column-id = id
restore-column-started = inicio
restore-column-kind = tipo
restore-column-files = archivos
restore-column-in-trash = en la papelera
restore-column-state = estado
restore-started-unknown = (desconocido)
restore-state-finished = terminada
restore-state-interrupted = interrumpida (todo archivo movido está registrado)
restore-state-damaged = { $state }; registro dañado: { $damage }

## Command line: clap's own words around the help (other languages than English)

cli-usage = Uso:
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-heading-commands = Órdenes
cli-help = Mostrar la ayuda
cli-help-more = Mostrar la ayuda (más con «--help»)
cli-help-summary = Mostrar la ayuda (un resumen con «-h»)
cli-version = Mostrar la versión
cli-help-command = Mostrar este mensaje o la ayuda de las órdenes indicadas
cli-help-command-argument = Mostrar la ayuda de las órdenes
cli-default = [predeterminado: { $value }]
cli-possible-values = [valores posibles: { $values }]
cli-possible-values-heading = Valores posibles:
cli-list-separator = { ", " }

# Clap’s errors (English shows clap’s own).
cli-error = error: { $message }
cli-error-more = Para más información, pruebe «{ $help }».
cli-error-unknown-argument = argumento inesperado «{ $argument }»
cli-error-similar-argument = consejo: existe un argumento parecido: «{ $suggested }»
cli-error-unknown-command = subcomando desconocido «{ $command }»
cli-error-similar-command = consejo: existe un subcomando parecido: «{ $suggested }»
cli-error-invalid-value = valor «{ $value }» no válido para «{ $argument }»
cli-error-similar-value = consejo: existe un valor parecido: «{ $suggested }»
cli-error-no-value = «{ $argument }» necesita un valor, pero no se indicó ninguno
cli-error-invalid-value-why = valor «{ $value }» no válido para «{ $argument }»: { $why }
cli-error-missing = faltan estos argumentos obligatorios:
cli-error-conflict = el argumento «{ $argument }» no puede usarse junto con «{ $other }»
cli-error-too-many = valor inesperado «{ $value }» para «{ $argument }»; no se esperaban más

## Command line: the help of each command (cmd-COMMAND) and argument (arg-COMMAND-ARGUMENT)
##
## Como en inglés: un salto de línea es un espacio, una línea en blanco un párrafo nuevo.
## Los nombres de valores (FILE, PATH, RULE, SECONDS…) quedan como los muestra la línea de uso.

cmd-doppel = Encontrar archivos duplicados y documentos casi idénticos
    .long =
        Doppel encuentra los archivos que son copias byte a byte unos de otros, y los documentos
        que son casi iguales (una copia editada, una versión anterior, el PDF hecho a partir de
        un DOCX). El análisis solo lee archivos; la aplicación de escritorio los mueve a la
        papelera del sistema solo cuando usted hace limpieza, y puede devolverlos a su sitio.
cmd-scan = Analizar carpetas y mostrar los grupos de archivos y carpetas duplicados o similares
    .after =
        Estado de salida: 0 cuando el análisis terminó (se hayan encontrado duplicados o no), 2
        ante un error de uso o una carpeta que no existe o no se puede leer, 1 ante cualquier
        otro fallo, 3 con --fail-if-unique cuando algunos archivos no tienen copia en una
        carpeta de referencia.
cmd-watch =
    Analizar y luego seguir vigilando las carpetas, y mostrar de nuevo los grupos tras cada
    cambio
    .after =
        Detener con Ctrl+C. Estado de salida: 0 al detenerse, 2 ante un error de uso o una
        carpeta que no existe o no se puede leer, 1 ante cualquier otro fallo.
cmd-cache = Gestionar la caché de huellas
cmd-cache-clear = Borrar la caché de huellas (el próximo análisis vuelve a leer todos los archivos)
cmd-cache-info = Mostrar dónde está la caché y cuánto ocupa
cmd-clean = Mover a la papelera las copias sobrantes de cada grupo exacto de un informe JSON guardado
    .after =
        Los grupos exactos (copias byte a byte) se limpian con --keep; los grupos de documentos
        similares se dejan sin cambios salvo que se indique --near RULE, los de imágenes
        similares salvo que se indique --images, y los de vídeos similares salvo que se indique
        --videos. Cada archivo se comprueba de nuevo justo antes de ir a la papelera (el mismo
        tamaño y la misma fecha de modificación que en el análisis, y en las copias exactas los
        mismos bytes que la copia conservada, que debe seguir existiendo); un archivo que no
        pasa la comprobación se queda en su sitio. Los archivos solo van a la papelera; cada uno
        se anota en el registro antes de moverse, así que `doppel restore --last` los devuelve,
        incluso tras Ctrl+C o un fallo del sistema. Solo se ejecuta una limpieza o restauración a
        la vez. Con --folders, van a la papelera en su lugar las carpetas sobrantes de los
        grupos de carpetas duplicadas del informe, cada una entera, y solo cuando cada archivo
        que contiene tiene una copia (por contenido) en la carpeta conservada. Nada de lo que
        hay dentro de una carpeta de referencia (las del informe, o una indicada con
        --reference) va nunca a la papelera.

        Con --as hardlink, cada copia se sustituye en su lugar por un enlace físico a la copia
        conservada: su nombre se mantiene y abre entonces el archivo conservado, y su original va
        a la papelera como segundo nombre de este (anotado primero, así que `doppel restore`
        devuelve el original). Los nombres enlazados comparten un mismo archivo: un cambio a
        través de uno de ellos los cambia todos. El espacio se recupera al vaciar la papelera.
        Solo se enlazan las copias exactas que están en el sistema de archivos de la copia
        conservada, con su propietario, grupo, permisos y atributos extendidos (salvo con
        --allow-owner-change), y nunca a una copia conservada en una carpeta de referencia. Con
        --folders, cada carpeta sobrante se sustituye archivo por archivo, cada archivo por un
        enlace a su copia en la carpeta conservada, y sus originales van a una sola entrada de la
        papelera que reproduce la carpeta; un archivo que no se puede enlazar hace rechazar la
        carpeta, o la detiene ahí, y `doppel restore` devuelve la carpeta entera.

        Con --as clone, cada copia se convierte en su lugar en un clon de la copia conservada:
        el sistema de archivos comparte con ella los bloques de la copia conservada (compara él
        mismo las dos byte a byte, bajo bloqueo, y lo rechaza si difieren). Nada va a la
        papelera; cada ruta conserva su contenido, y cada copia conserva su nombre, propietario,
        permisos, fechas y atributos extendidos. Su espacio se recupera de inmediato, menos lo
        que sus bloques ya compartían (con una instantánea, o un clon anterior). Solo se clonan
        las copias exactas que están en el sistema de archivos de la copia conservada, y solo
        donde ese sistema de archivos puede compartir bloques (btrfs, XFS creado con reflink,
        bcachefs): en otros casos cada copia se rechaza con el motivo (ext4, tmpfs, un montaje de
        solo lectura). Con --folders, cada carpeta sobrante se clona archivo por archivo sobre
        las copias de la carpeta conservada. `doppel restore --unshare-clones` devuelve a los
        clones bloques propios.

        El resumen indica, para cada sistema de archivos afectado, el espacio libre medido antes
        y después junto al esperado, y por qué difieren cuando difieren.

        Estado de salida: 0 cuando se movieron todos los archivos previstos (o, con --dry-run, se
        moverían), 1 cuando algunos se rechazaron (cada uno se lista con su motivo) o la limpieza
        no pudo anotarse en el registro, 2 ante un error de uso o un informe que no se puede
        leer.
cmd-restore = Devolver lo que una limpieza movió a la papelera (`--last`, un id, o listarlas con `--list`)
    .after =
        Los archivos vuelven a donde estaban, desde la entrada exacta de la papelera en que se
        convirtió cada uno, tras comprobar que sigue teniendo el mismo contenido; nunca encima de
        un archivo que esté ahora allí. Una limpieza interrumpida (Ctrl+C, un fallo del sistema)
        se restaura como cualquier otra.

        Una limpieza hecha con --as clone no tiene nada que devolver (ningún archivo dejó su
        nombre; cada uno se lista como tal); con --unshare-clones, cada clon recibe de nuevo
        bloques propios (una copia escrita a su lado, verificada e intercambiada por él), de modo
        que el espacio que compartía vuelve a ser suyo: solo mientras conserve el contenido con
        el que se clonó.

        Estado de salida: 0 cuando se restauró todo (o con --list), 1 cuando algunos archivos no
        pudieron devolverse (cada uno se lista con su motivo; vuelva a ejecutarlo cuando se
        resuelva la causa), 2 cuando no hay nada que restaurar o no existe esa limpieza.
cmd-compare =
    Comparar dos archivos como documentos: su parecido exacto, su distancia simhash y, con
    --diff, las palabras cambiadas
    .after =
        El parecido es exacto: la proporción de todas las tripletas de palabras presentes en
        alguno de los dos documentos que están en ambos (índice de Jaccard), tras la misma
        extracción y normalización que un análisis; es, por tanto, la cifra que un análisis
        compara con --similarity. La distancia simhash es el número de bits distintos entre los
        dos simhashes de 64 bits; hasta 3 (la k de Manku et al. para páginas web casi idénticas)
        los dos son casi idénticos también según esa medida.

        Estado de salida: 0 cuando se compararon ambos archivos, 1 cuando uno no puede
        compararse como documento (no es texto, es demasiado corto, no se puede leer: se muestra
        el motivo), 2 ante un error de uso.
cmd-generate =
    Escribir las páginas de manual o el autocompletado de un intérprete de órdenes, generados
    a partir de estas definiciones (para el empaquetado)
cmd-generate-man =
    Mostrar la página de manual de doppel, o la de la orden indicada (`man scan`, `man cache
    clear`)
cmd-generate-completions = Mostrar el guion de autocompletado para SHELL

arg-doppel-folders = Carpetas que abrir en la aplicación de escritorio y analizar de inmediato (sin orden se abre la aplicación)

arg-scan-paths = Carpetas (o archivos) que analizar
arg-scan-format = Formato de salida
    .value-text = Grupos legibles y un resumen
    .value-json = Un documento JSON (sus campos: /usr/share/doc/doppel/json.md, o docs/src/json.md en el código fuente)
    .value-csv = Una fila por archivo, con un número de grupo
arg-output = Escribir el informe en FILE en lugar de en la salida estándar
arg-quiet = No mostrar la barra de progreso, ni siquiera en un terminal
arg-unique =
    Mostrar, en lugar de los grupos, los archivos fuera de toda carpeta --reference que no
    tienen copia (por contenido) dentro de una: lo que se perdería al borrar esas carpetas
    (con --against, los archivos sin copia en las carpetas de comparación)
arg-fail-if-unique =
    Con --unique: salir con estado 3 cuando haya al menos un archivo así (para guiones)

arg-watch-paths = Carpetas que analizar y vigilar
arg-watch-format = Salida: un informe JSON por línea (el mismo esquema que `scan --format json`), o texto
    .value-jsonl = Un documento JSON por línea
    .value-text = El informe de texto legible, separado por una línea de guiones
arg-rescan-every =
    Analizar además cada SECONDS segundos (al menos 1), para carpetas de las que no llegan
    eventos de cambio (montajes de red) o que no pudieron vigilarse todas

arg-ignore-list =
    Leer los grupos ocultos como «no duplicados» de FILE en lugar de la lista de exclusión de
    la carpeta de datos del usuario (ignored.json)
arg-show-ignored = Mostrar también los grupos y archivos ocultos como «no duplicados» (no se lee ninguna lista de exclusión)
arg-reference =
    Una carpeta con los originales (repetible): se analiza también, sus archivos nunca van a la
    papelera y no se informa de los grupos formados solo por sus archivos
arg-against =
    Conjunto contra conjunto: una carpeta del otro conjunto B (repetible), que también se
    analiza. Solo se informa de los grupos que unen un archivo de los PATH (A) con un archivo
    de B, nunca de copias solo dentro de A o solo dentro de B; nada de B va nunca a la papelera
    (también es una carpeta de referencia), y con --unique se listan los archivos de A sin
    copia en B
arg-exact-only = Buscar solo copias exactas; no comparar el texto de los documentos, ni las imágenes, ni los vídeos (las carpetas duplicadas se siguen encontrando)
arg-images =
    Encontrar imágenes similares (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, RAW de cámara,
    PSD): la misma foto redimensionada, recomprimida, algo recortada, girada, reflejada o
    editada. Activado por defecto; la opción se mantiene para los scripts que la usan
arg-no-images = No buscar imágenes similares
arg-image-likeness =
    Cuánto deben parecerse dos imágenes para agruparlas (salvo con --no-images): very-similar (hasta 2
    de 64 bits), similar (6), alike (10), loosely-similar (14)
    .value-very-similar = Hasta 2 de 64 bits: la misma imagen guardada de nuevo o redimensionada
    .value-similar = Hasta 6: también muy recomprimida, aclarada o con marcas
    .value-alike = Hasta 10: también recortada en un pequeño porcentaje
    .value-loosely-similar = Hasta 14: cuente con algunas fotos ajenas de escenas parecidas
arg-videos =
    Encontrar vídeos similares (MP4, MKV, WebM, MOV, AVI…): el mismo clip recodificado,
    redimensionado, algo recortado o acortado, y un clip dentro de un vídeo más largo
    (indicando dónde y durante cuánto tiempo). Activado por defecto; necesita ffmpeg y ffprobe
    en el PATH; sin ellos, el análisis lo indica (si encuentra vídeos) y encuentra todo lo demás
arg-no-videos = No buscar vídeos similares (si no, se decodifica cada vídeo)
arg-min-size =
    Pasar por alto los archivos más pequeños que esto; admite los sufijos K, M, G (potencias
    de 1024). Los archivos vacíos nunca son duplicados, así que los valores menores que 1
    cuentan como 1
arg-exclude =
    Omitir los archivos y carpetas cuyo nombre o ruta completa coincida con GLOB (repetible),
    p. ej. '*.log', 'node_modules', '/home/me/archive/**'
arg-hidden = Analizar también los archivos y carpetas ocultos (nombres que empiezan por un punto)
arg-include-trash =
    Analizar también los archivos de las carpetas de papelera (la papelera personal, .Trash-1000, .Trashes,
    $RECYCLE.BIN…), que de lo contrario se dejan fuera y se listan como omitidos:
    aparecen en los grupos, pero ninguna regla conserva ninguno, y una copia en la papelera
    nunca cuenta como conservada
arg-follow-links = Seguir los enlaces simbólicos (los bucles se detectan y se indican como omitidos)
arg-one-file-system = Quedarse en el sistema de archivos de cada PATH; no entrar en otros montajes
arg-threads =
    Hilos de trabajo para recorrer y calcular huellas, de 1 a 256 (predeterminado: 4 por
    núcleo, al menos 8, porque un análisis pasa la mayor parte del tiempo esperando al disco)
arg-folders =
    Encontrar carpetas duplicadas (el mismo contenido de archivos, de forma recursiva, sean
    cuales sean los nombres) y carpetas similares; en el informe de texto, los grupos que
    contienen se cuentan bajo ellas. Activado por defecto
arg-no-folders = No buscar carpetas duplicadas ni similares: cada grupo se lista por separado
arg-same-names = Las carpetas duplicadas también deben contener sus archivos con los mismos nombres
arg-similar-folders =
    La proporción mínima de contenido de archivos (índice de Jaccard, de 0 a 1) que dos
    carpetas deben tener en común para que se informe de ellas como similares; 0 solo informa
    de carpetas duplicadas
arg-no-cache = No usar la caché de huellas (se vuelve a leer cada archivo)
arg-cache-file = Dónde está la caché de huellas (predeterminado: la carpeta de caché del usuario)

arg-similarity =
    Cuánto deben parecerse dos documentos para informar de ellos como casi idénticos: el
    parecido de sus tripletas de palabras, de 0.5 a 1.0
arg-drop-numbers = Pasar por alto los números al comparar documentos
arg-stop-words =
    Pasar por alto las palabras vacías del idioma detectado de cada documento («the», «of»,
    «und»…)
arg-stem = Comparar las raíces de las palabras en el idioma detectado de cada documento («running» = «runs»)

arg-cache-cache-file = El archivo de caché (predeterminado: la carpeta de caché del usuario)

arg-report = Un informe guardado por `doppel scan --format json`
arg-keep =
    Qué copia de cada grupo exacto conservar (de cada grupo de carpetas duplicadas con
    --folders); las demás van a la papelera. Una regla son criterios en orden, separados por
    comas, cada uno deshace los empates del anterior: under:LUGAR, not-under:LUGAR (una
    carpeta o un glob, ~ para la carpeta personal), newest, oldest, largest, shortest-path,
    highest-resolution, first-taken, format:EXT, first. Ejemplo: 'under:~/Photos,oldest'. Un
    lugar sin ninguna copia pasa la elección al criterio siguiente, y las copias aún
    empatadas tras el último conservan la primera por ruta; añada 'strict' para dejar esos
    grupos sin tocar (un formato que ninguna copia tiene siempre los deja). Obligatorio salvo
    que se indique --near, --images o --videos
arg-near =
    Limpiar también los grupos de documentos similares según esta regla (como --keep;
    `newest` conserva la versión modificada más recientemente de cada grupo; desactivado
    salvo que se pida; pruebe antes --dry-run)
arg-clean-images =
    Limpiar también los grupos de imágenes similares según esta regla (como --keep; para
    imágenes, también highest-resolution, first-taken por fecha EXIF, format:jpeg;
    desactivado salvo que se pida; revise antes los grupos en la aplicación, o pruebe
    --dry-run)
arg-clean-videos =
    Limpiar también los grupos de vídeos similares según esta regla (como --keep; desactivado
    salvo que se pida). Un vídeo solo se va mientras la copia conservada siga ahí, sin cambios
    desde el análisis
arg-dry-run = Hacer todas las comprobaciones y mostrar lo que iría a la papelera, sin tocar nada
arg-clean-reference =
    Una carpeta de referencia (los originales): nada de lo que contiene va nunca a la
    papelera, y un grupo con una copia dentro conserva esa copia (repetible; se añade a las
    referencias del informe)
arg-clean-folders =
    Limpiar las carpetas sobrantes de los grupos de carpetas duplicadas del informe en lugar
    de los archivos sobrantes de sus grupos exactos: cada una va entera a la papelera (con
    --as hardlink o --as clone, se sustituye archivo por archivo)
arg-reclaim =
    Qué se hace con cada copia: se mueve a la papelera; se sustituye por un enlace físico a la
    copia conservada (los nombres comparten entonces un mismo archivo: un cambio a través de
    uno los cambia todos; el original espera en la papelera, y su espacio se recupera al
    vaciarla); o se convierte en un clon de la copia conservada (sus bloques compartidos: nada
    va a la papelera, cada ruta conserva su contenido; se rechaza, con el motivo, donde el
    sistema de archivos no puede compartir bloques)
    .value-trash = Moverla a la papelera
    .value-hardlink = Sustituirla por un enlace físico a la copia conservada (su original va a la papelera)
    .value-clone =
        Convertirla en un clon de la copia conservada: sus bloques compartidos, su nombre,
        propietario, permisos y contenido conservados; nada va a la papelera (btrfs, XFS con
        reflink, bcachefs)
arg-allow-owner-change =
    Con --as hardlink: enlazar también las copias cuyo propietario, grupo, permisos, atributos
    extendidos o ACL difieren de los de la copia conservada (cada nombre toma entonces los de
    la copia conservada, lo que puede cambiar quién puede leerlo o escribirlo)

arg-last = Restaurar la limpieza más reciente que aún tenga archivos en la papelera
arg-list =
    Listar las limpiezas registradas, de la más reciente a la más antigua, con cuántos
    archivos tiene aún cada una en la papelera
arg-id = Restaurar la limpieza con este id (tal como lo muestra `--list`)
arg-unshare-clones =
    Devolver bloques propios a los clones que hizo una limpieza `--as clone` (su espacio vuelve
    entonces a ocuparse; sin esto, un clon se deja como está: nunca dejó su nombre)

arg-a = El primer archivo
arg-b = El segundo archivo
arg-diff =
    Mostrar también la diferencia palabra a palabra: las palabras solo en A y luego las solo
    en B, en orden de lectura (en color en un terminal, [-borrado-]{ "{" }+añadido+{ "}" } en
    una tubería)
arg-compare-format = Formato de salida
    .value-text = Líneas legibles
    .value-json = Un documento JSON

arg-command = La orden cuya página se muestra (predeterminado: el propio doppel)
arg-out-dir = Escribir en su lugar todas las páginas (doppel.1, doppel-scan.1…) en DIR, sustituyéndolas
arg-shell = El intérprete de órdenes para el que autocompletar

## App: Settings, the language

settings-language = Idioma
settings-language-desktop = Como el escritorio ({ $language })

## App: the tabs and the list of groups (src/app/panels/results_list.rs)

tab-exact = Duplicados exactos
tab-near = Documentos similares
tab-images = Imágenes similares
tab-videos = Vídeos similares
tab-folders = Carpetas
tab-only-here = Solo aquí
results-tab = { $tab } ({ $count })
results-tab-with-size = { $tab } ({ $count }, { $size })
results-in-folder-group = { $folder } · en el grupo de carpetas «{ $group }»
results-search-hint = Buscar en las rutas (Ctrl+F)
results-search-name = Buscar en las rutas
results-sort-hover = Ordenar los grupos por
results-sets-line = Solo los grupos que unen { $a } con { $b }
results-sets-hover =
    No se muestran las copias que están solo en un lado.

    Analizadas:
    { $scanned }

    Comparadas con (nunca se envían a la papelera):
    { $against }
results-skipped = { $count } omitidos: ver por qué
results-no-match = Ningún grupo tiene una ruta que coincida con la búsqueda.
results-clear-search = Borrar la búsqueda
results-none-exact = No se encontraron duplicados exactos
results-none-near = No se encontraron documentos similares
results-none-images = No se encontraron imágenes similares
results-none-videos = No se encontraron vídeos similares
results-none-folders = No se encontraron carpetas duplicadas ni similares
results-only-here-unknown = El análisis se detuvo, así que no se sabe qué está solo aquí
results-only-here-none-against = Cada archivo tiene una copia en las carpetas de comparación
results-only-here-none = Cada archivo tiene una copia en las carpetas de referencia
results-scanned-in = entre { $count } archivos ({ $size }).
results-percent = { $percent } %
results-row-exact = { $count } archivos idénticos de { $each }, { $figure } recuperables
results-row-near = { $count } documentos similares, { $figure } en común
results-row-images = { $count } imágenes similares, { $figure }
results-row-videos = { $count } vídeos similares, { $figure } en total
results-row-name = { $name }, { $what }
results-row-name-trash = { $name }, { $what }, { $trash } a la papelera
results-image-distance-hover = La huella de la imagen menos parecida difiere en { $bits } de 64 bits de la de la imagen en torno a la cual se forma el grupo
results-files =
    { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    }
results-to-trash = { $count } a la papelera

## Shared: how alike two images are (src/i18n/words.rs)

likeness-same = la misma imagen
likeness-very-similar = muy similares
likeness-similar = similares
likeness-alike = parecidas
likeness-loosely-similar = vagamente similares
likeness-different = distintas

## App: the review of a group (src/app/panels/review.rs)

review-select-group = Seleccione un grupo para revisarlo.
review-only-here = Ninguna copia de este archivo, por su contenido, está en { $references }. Es uno de los { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    } ({ $size }) que se perderían al borrar las demás carpetas.
review-preview = Vista previa
review-preview-of = Vista previa de { $name }
review-exact-heading = { $count } archivos idénticos de { $size } cada uno
review-exact-frees = Conservar una sola copia libera { $size }. Los enlaces duros a un mismo archivo se muestran debajo y no liberan nada.
review-hard-link = enlace duro, mismo archivo: { $path }
review-companions-hover = Sus archivos acompañantes (RAW, vídeo de Live Photo, archivos auxiliares): una sola foto con él, van a la papelera con él
review-with-companions = con { $names }
review-not-a-duplicate = No es un duplicado
review-not-a-duplicate-hover = Quitar este archivo del grupo, ahora y en análisis posteriores mientras no cambie («Ocultos…» lo devuelve)
review-reference = Referencia
review-reference-hover = En la carpeta de referencia { $folder }: nunca se marca para la papelera ni se envía a ella
review-keep = Conservar
review-keep-hover = Conservar este (Intro para un archivo)
review-trash = Papelera
review-trash-hover = Enviar este a la papelera al limpiar (Supr para un archivo)
review-left-alone = Se queda al limpiar: { $reason }
review-goes-copy-kept = Se va al limpiar; su copia en { $path } se queda
review-versions = Versiones, la más antigua primero
review-version-oldest = la más antigua
review-version-counting = contando los cambios…
review-version-words = −{ $removed } / +{ $added } palabras
review-version-words-hover = Palabras quitadas / añadidas desde la versión anterior
review-version-not-comparable = no comparable
review-version-compare = Comparar
review-version-compare-hover = Comparar con la versión anterior
review-pair-choose = Comparar un par verificado…
review-pair-choose-hover = Elegir dos documentos que el análisis comparó
review-comparing = Comparando los textos…
review-open = Abrir
review-show-in-folder = Mostrar en la carpeta
review-mark-group = Marcar este grupo…
review-mark-tab = Marcar todos los grupos de esta pestaña…
review-undo-mark = Deshacer la marca
review-not-duplicates = No son duplicados
review-not-duplicates-hover = Ocultar este grupo, ahora y en análisis posteriores mientras sus archivos no cambien, dondequiera que se muevan o se renombren («Ocultos…» lo devuelve)
review-keep-format = Conservar un formato…
review-keep-inside-folder = Conservar la copia de una carpeta…
review-write-rule = Escribir una regla…
review-write-rule-hover = Ajustes › Reglas de conservación
review-clear-marks = Quitar todas las marcas
review-pixels = { $width } × { $height } píxeles
review-no-preview = Sin vista previa: { $description }.
review-cannot-preview = No se puede mostrar la vista previa: { $reason }
review-details = { $folder } · { $size } · modificado el { $modified }

## App: the review of similar images (src/app/panels/image_review.rs, compared_images.rs)

images-heading = { $count } imágenes similares
images-heading-photos = { $photos } fotos similares ({ $count } archivos: un RAW y su JPEG son una sola foto)
images-around = En torno a { $name } ({ $width } × { $height } píxeles): cada imagen de aquí se le parece, girada o reflejada como mejor coincidan (sus huellas difieren en { $bits } de 64 puntos como máximo).
images-one-photo-with = Una sola foto con { $name }: { $what } · { $relation }
images-comparing = Haciendo comparables las dos imágenes…
images-cannot-compare = No se pueden comparar: { $reason }
images-the-reference = la imagen en torno a la cual se forma el grupo
images-distance = { $likeness } (a { $bits } de 64 bits)
images-taken = tomada el { $date }
images-reference = Referencia: { $name }
images-compared = Comparada: { $name }
images-now-showing = Se muestra: { $shown }
images-difference = Rojo vivo: donde { $selected } difiere visiblemente de { $reference } ({ $percent } % de la imagen). Rojo tenue: ligeramente (cambio de luz, recompresión).
images-cannot-show = No se puede mostrar: { $reason }
images-not-shown = No es una imagen que la vista previa pueda mostrar.
images-view-side-by-side = Lado a lado
images-view-flicker = Alternar
images-view-difference = Diferencia

## App: how the list is sorted (src/app/results.rs)

sort-size = Tamaño recuperable
sort-files = Número de archivos
sort-similarity = Similitud
sort-path = Ruta

## App: the word diff (src/app/panels/diff_view.rs)

diff-previous = Cambio anterior
diff-next = Cambio siguiente
diff-change-of = Cambio { $number } de { $count }
diff-changes =
    { $count ->
        [0] Sin cambios
        [one] { $count } cambio
       *[other] { $count } cambios
    }
diff-changes-only = Solo los cambios
review-near-heading = { $count } documentos similares
review-near-same = El { $percent } % de su texto es igual
review-near-range = Entre el { $low } % y el { $high } % de su texto es igual
review-near-chain = No todos los pares se parecen lo bastante: una cadena de versiones, cada una como la siguiente, cuyos extremos difieren más.
review-pair-similar = El { $percent } % de su texto es igual
review-pair-similar-hover = La proporción de frases de tres palabras presentes en ambas versiones, contada exactamente: lo que compara el ajuste de similitud.
review-pair-not-compared = No es un par que el análisis comparara directamente: versiones vecinas
diff-show-spacing = Mostrar cambios de espaciado ({ $count })
diff-show-spacing-hover = Tramos con las mismas palabras en el mismo orden, donde solo cambian líneas en blanco, espacios o saltos de línea (un PDF junto al texto del que se hizo). No cuentan como cambios.
diff-changes-only-hover = Plegar los tramos sin cambios; haga clic en un pliegue para abrirlo
diff-words = −{ $removed } / +{ $added } palabras
diff-words-hover = Palabras de la izquierda que faltan a la derecha / palabras de la derecha que faltan a la izquierda
diff-truncated = (texto largo: se compara el principio)
diff-rough = (textos muy distintos: cambios marcados de forma aproximada)
diff-fold =
    { $count ->
        [one] … { $count } línea sin cambios …
       *[other] … { $count } líneas sin cambios …
    }
diff-fold-hover = Mostrar estas líneas
diff-overview = Vista general de los cambios

## App: the review of similar videos (src/app/panels/video_review.rs)

videos-heading = { $count } vídeos similares
videos-explained = Fotogramas tomados varias veces por segundo coinciden en la mayor parte del vídeo más corto: el mismo clip, recodificado, redimensionado o recortado, o un clip dentro de uno más largo.
videos-frames = Fotogramas en los mismos instantes de la parte que comparten
videos-reading-frames = Leyendo fotogramas con ffmpeg…
videos-cannot-show-frames = No se pueden mostrar los fotogramas: { $reason }
videos-cannot-read-frame = No se puede leer este fotograma: { $reason }

## App: the review of duplicate and similar folders (src/app/panels/folder_review.rs)

folders-duplicate-heading = { $count } carpetas con el mismo contenido
folders-similar-heading = 2 carpetas similares: { $percent } % de sus contenidos en común
folders-duplicate-frees = Conservar una sola carpeta libera { $size }. { $groups ->
        [one] El grupo de archivos que contienen forma
       *[other] Los { $groups } grupos de archivos que contienen forman
    } parte de este grupo.
folders-similar-explained = La mayoría de sus archivos son copias entre sí ({ $groups ->
        [one] { $groups } grupo de archivos
       *[other] { $groups } grupos de archivos
    }); envíe una a la papelera solo después de comprobar lo que solo está en ella.
folders-comparing = Comparando las carpetas tal como están ahora…
folders-facts = { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    } · { $size }
folders-facts-compared = { $facts } · comparada con la seleccionada abajo
folders-show = Mostrar en el gestor de archivos
folders-left = Izquierda:
folders-right = Derecha:
folders-only-left = Solo en la carpeta de la izquierda
folders-only-right = Solo en la carpeta de la derecha
folders-changed = Cambiados (mismo lugar, otro contenido)
folders-moved = Movidos o renombrados
folders-same = Iguales
folders-section = { $title }: { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    }, { $size }
folders-unreadable = No se pudieron leer: { $count ->
        [one] { $count } archivo o carpeta
       *[other] { $count } archivos o carpetas
    }
folders-compare-text = Comparar el texto
folders-back = Volver a la comparación de carpetas

## App: notices in the status bar (src/app/model/events.rs)

notice-saved = Resultados guardados en { $path } («Abrir informe…» los vuelve a mostrar; las marcas no forman parte de un informe).
notice-not-saved = No se pudieron guardar los resultados en { $path }: { $reason }. Elija otro lugar.
notice-not-hidden = No se ocultó nada: { $problem }.
notice-hidden = Ocultado como no duplicado, ahora y en análisis posteriores mientras los archivos no cambien («Ocultos…» en la barra de herramientas lo devuelve).
notice-ignore-list = La lista de ocultos: { $problem }.
notice-brought-back-scanning = Devuelto: analizando de nuevo para mostrarlo.
notice-brought-back-later = Devuelto: el próximo análisis lo mostrará.
notice-scan-failed = No se pudo ejecutar el análisis: { $error }
notice-refresh-stopped = Se detuvo el nuevo análisis completo: los grupos mostrados son los de antes.
notice-resumed-finished = Se terminó el análisis que quedó interrumpido al cerrar Doppel la última vez.
notice-scan-cancelled = Análisis cancelado: se muestran los grupos encontrados hasta entonces.
notice-restored =
    { $count ->
        [one] Se devolvió { $count } archivo a su carpeta.
       *[other] Se devolvieron { $count } archivos a sus carpetas.
    }
notice-restored-scan-again =
    { $count ->
        [one] Se devolvió { $count } archivo a su carpeta. Vuelva a analizar para ver su grupo.
       *[other] Se devolvieron { $count } archivos a sus carpetas. Vuelva a analizar para ver sus grupos.
    }
notice-unshared =
    { $count ->
        [one] { $count } clon vuelve a tener bloques propios.
       *[other] { $count } clones vuelven a tener bloques propios.
    }
notice-update-failed = No se pudieron actualizar los grupos a partir de los cambios en las carpetas ({ $reason }); analizando todo de nuevo.
notice-open-failed = No se pudo abrir { $path }: { $reason }. { $then }
notice-open-failed-unchanged = Los resultados en pantalla no cambian.
notice-open-failed-hint = Abra un archivo escrito por «Guardar resultados…» o por `doppel scan --format json -o FILE`.
notice-what-report = el informe { $path }
notice-what-results = los resultados del { $date }
notice-none-here = Ninguno de los archivos de { $what } está ahora en este equipo (se creó en otro, o en una unidad no montada): los grupos se muestran tal como están, pero no se pueden abrir ni limpiar desde aquí.
notice-checked-gone =
    { $count ->
        [one] Se comprobó { $what } con el disco: { $count } archivo desaparecido o cambiado desde entonces, quitado de los grupos. Vuelva a analizar para encontrar copias nuevas.
       *[other] Se comprobó { $what } con el disco: { $count } archivos desaparecidos o cambiados desde entonces, quitados de los grupos. Vuelva a analizar para encontrar copias nuevas.
    }
notice-checked-unchanged = Se comprobó { $what } con el disco: nada ha cambiado desde entonces.
notice-interrupted = Un análisis se interrumpió { $count } veces seguidas, así que Doppel no lo volvió a iniciar por sí solo. Pulse «Analizar» para intentarlo una vez más.

## App: notices of the model (src/app/model/mod.rs)

notice-opening = Abriendo { $path }…
notice-saving = Guardando los resultados en { $path }…
notice-wait-cache = Espere a que termine el análisis antes de vaciar la caché.
notice-nothing-to-undo = No hay nada que deshacer.
notice-add-folder-first = Primero añada una carpeta para analizar.
notice-rule-left-alone = { $rule }: este grupo se deja como está ({ $why }).
notice-rule-applied = { $rule }: { $marked ->
        [one] { $marked } grupo marcado
       *[other] { $marked } grupos marcados
    } y { $left } sin tocar («Deshacer la marca» lo revierte).
notice-rule-needs-name = Dé un nombre a la regla para guardarla.
notice-rule-saved = Se guardó la regla «{ $name }»: { $rule }.
notice-rule-not-saved = No se guardó la regla: { $error }.
notice-no-data-folder = No se ocultó nada: no hay carpeta de datos donde guardar la lista ({ $why }).
notice-wait-scan-to-move = Espere a que termine el análisis, o cancélelo, antes de limpiar o restaurar.
notice-wait-scan-to-open = Espere a que termine el análisis, o cancélelo, antes de abrir un informe.
notice-wait-moves = Espere a que termine la limpieza o la restauración: se están moviendo archivos.
notice-nothing-to-save = Todavía no hay resultados que guardar: analice o abra un informe primero.

## App: pickers, opening files, the cache, watching, the session (src/app/workers.rs, session.rs)

picker-keep-folder = Conservar las copias de esta carpeta
picker-add-folders = Añadir carpetas para analizar
picker-report-filter = Informe de Doppel (JSON)
picker-save-title = Guardar los resultados como informe
picker-open-title = Abrir un informe de Doppel
open-desktop-failed = el escritorio no pudo abrirlo ({ $status })
open-xdg-open-failed = no se pudo ejecutar xdg-open: { $error }
open-failed = No se pudo abrir { $path }: { $problem }
app-cache-no-folder = Aquí no se conoce ninguna carpeta de caché del usuario.
app-cache-cleared = Se vació la caché de huellas: el próximo análisis leerá cada archivo.
app-cache-not-cleared = No se pudo vaciar la caché: { $error }
watch-problem = Vigilancia de carpetas: { $problem }
session-marks-unreadable = No se pudieron leer las marcas de la última sesión ({ $path }: { $reason }): los resultados se muestran sin ellas.
session-scan-unreadable = No se pudo leer el análisis en curso al cerrar Doppel la última vez ({ $path }: { $reason }): vuelva a analizar para terminarlo.
session-results-unreadable = No se pudieron leer los resultados de la última sesión ({ $path }: { $reason }): Doppel se inició sin ellos; vuelva a analizar o abra un informe.

## App: empty

empty-opening = Abriendo los resultados de la última sesión…
# A screen reader's name for the spinner.
empty-scanning-name = Analizando
empty-scanning = Analizando…
empty-resumed = Este análisis estaba en curso cuando Doppel se cerró por última vez; ha vuelto a empezar.
empty-groups-appear = Los grupos aparecerán aquí cuando termine el análisis.
empty-could-not-start = El análisis no pudo empezar
empty-check-folder = Compruebe que la carpeta existe y que puede leerla, y vuelva a analizar.
empty-scan-again = Volver a analizar
empty-welcome = Encontrar archivos duplicados y documentos similares
empty-add-folders = Añada las carpetas en las que buscar, o suéltelas en esta ventana.
empty-choose-folders = Elegir carpetas para analizar…
empty-ready = Listo para analizar
empty-folders-chosen =
    { $count ->
        [one] { $count } carpeta elegida
       *[other] { $count } carpetas elegidas
    }. Doppel solo lee sus archivos hasta que usted decida limpiar.
empty-scan = Analizar

## App: folders

folders-heading = Carpetas
folders-unfold = Mostrar las carpetas
folders-fold = Plegar las carpetas
folders-none = Aún no hay carpetas. Use «Añadir carpeta…» o suelte carpetas en esta ventana.
folders-against = Comparar
folders-reference = Referencia
folders-remove = Quitar
folders-remove-hover = Quitar esta carpeta de la lista (no se borra nada)
folders-reference-help = Una carpeta de referencia guarda sus originales: sus archivos nunca se marcan para la papelera ni se mueven a ella, los grupos que están solo dentro de ella no se muestran, y la pestaña «Solo aquí» lista los archivos de las otras carpetas que no tienen copia en ella. Se aplica en el próximo análisis.
folders-against-help = Comparar las otras carpetas con esta: solo se muestran los grupos que unen un archivo de aquí con uno de otra carpeta, nunca copias solo dentro de las otras o solo dentro de esta. Sus archivos nunca se marcan para la papelera ni se mueven a ella, y la pestaña «Solo aquí» lista los archivos de las otras carpetas que no tienen copia aquí. Se aplica en el próximo análisis.

## App: toolbar

toolbar-add-folder = Añadir carpeta…
toolbar-add-folder-hover = Elegir carpetas para analizar
toolbar-cancel-scan = Cancelar análisis
toolbar-scan = Analizar
toolbar-add-folder-first = Añada antes una carpeta
toolbar-open-report = Abrir informe…
toolbar-open-report-wait = Espere a que termine el análisis, o cancélelo
toolbar-open-report-hover = Mostrar un informe guardado con «Guardar resultados…» o `doppel scan --format json` (hecho aquí, o en un servidor o NAS)
toolbar-save-results = Guardar resultados…
toolbar-save-results-hover = Escribir los grupos en pantalla como informe JSON, como hace `doppel scan --format json` (para «Abrir informe…», `doppel clean` o sus propios scripts)
toolbar-save-results-first = Analice, o abra un informe, primero
toolbar-hidden = Ocultos…
toolbar-hidden-hover = Lo que ocultó como «no son duplicados», y recuperarlo
toolbar-settings = Ajustes
toolbar-help = Ayuda
toolbar-help-hover = Atajos de teclado (F1)

## App: hidden

hidden-title = Ocultos como «no son duplicados»
hidden-nothing = No hay nada oculto.
hidden-nothing-how = «No son duplicados», al revisar un grupo, oculta el grupo (o uno de sus archivos) ahora y en análisis posteriores, mientras sus archivos no cambien.
hidden-stays-hidden = Cada uno sigue oculto mientras sus archivos conserven su contenido, aunque se muevan o se renombren; un archivo editado vuelve a mostrarse solo.
hidden-when = oculto el { $date }
hidden-bring-back = Recuperar
hidden-bring-back-hover = Volver a mostrarlo a partir del próximo análisis (uno empieza ahora)
hidden-taken-out = sacado de su grupo, con:
hidden-more = y { $count } más
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } copias exactas
hidden-group-documents = { $count } documentos similares
hidden-group-images = { $count } imágenes similares
hidden-group-videos = { $count } vídeos similares
hidden-group-folders = { $count } carpetas duplicadas o similares
# One file hidden, out of a group of this kind.
hidden-member-exact = Un archivo de copias exactas
hidden-member-documents = Un archivo de documentos similares
hidden-member-images = Un archivo de imágenes similares
hidden-member-videos = Un archivo de vídeos similares
hidden-member-folders = Un archivo de carpetas duplicadas o similares

## App: status

status-from-report = Del informe { $name }
status-watching =
    Vigilando cambios en { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    Vigilando cambios en { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }, actualizado el { $date } a partir de { $changes ->
        [one] { $changes } cambio
       *[other] { $changes } cambios
    } en { $took }
status-watching-rescanned =
    Vigilando cambios en { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }, actualizado el { $date } volviendo a analizarlo todo ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } anteriores
status-earlier-hover = Mostrar todos los avisos de esta sesión
# A screen reader's name for the spinner.
status-updating-name = Actualizando los grupos
status-updating =
    Actualizando los grupos a partir de { $changes ->
        [one] { $changes } cambio
       *[other] { $changes } cambios
    }…
status-updating-phase =
    Actualizando los grupos a partir de { $changes ->
        [one] { $changes } cambio
       *[other] { $changes } cambios
    }… ({ $phase }: { $done } de { $total } archivos)
# A screen reader's name for the spinner.
status-checking-name = Comprobando los resultados con el disco
status-checking-report = Mostrando el informe { $name }; comprobando sus archivos con el disco…
status-checking-report-count = Mostrando el informe { $name }; comprobando sus archivos con el disco… ({ $done } de { $total })
status-checking-results = Mostrando los resultados del { $date }; comprobándolos con el disco…
status-checking-results-count = Mostrando los resultados del { $date }; comprobándolos con el disco… ({ $done } de { $total })
status-resuming = Reanudando el análisis interrumpido…
status-resuming-for = Reanudando el análisis interrumpido… (analizando desde hace { $elapsed })
status-starting = Iniciando el análisis…
status-scanning-for = Analizando desde hace { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }: { $detail }
status-progress-folders = { $folders } carpetas
status-progress-found = { $files } archivos, { $size } encontrados
status-progress-reading = { $done } de { $total } archivos, { $size_done } de { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } de { $total } archivos, { $size_done } de { $size_total } ({ $speed }/s), quedan unos { $left }
status-cancel = Cancelar
status-cancel-hover = Detener y conservar los grupos encontrados hasta ahora
status-scan-first = Analice carpetas para encontrar duplicados.
status-clean-up = Limpiar
status-clean-up-files =
    Limpiar: { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } a la papelera ({ $size })
status-clean-up-folders =
    Limpiar: { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } a la papelera ({ $size })
status-clean-up-both =
    Limpiar: { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } a la papelera ({ $size })
status-clean-up-hover = Mover los archivos y carpetas marcados «Papelera» a la papelera del sistema
status-clean-up-counting = Limpiar: contando…
status-clean-up-none = Marque antes archivos como «Papelera» (tecla Supr, o una regla)
status-clean-up-left-alone =
    Limpiar: { $count ->
        [one] 1 marcado, se queda
       *[other] { $count } marcados, se quedan
    }
status-clean-up-left-alone-hover = Nada marcado para la papelera puede irse ahora: ábralo para ver por qué se queda cada uno
status-clean-up-some-left-alone =
    { $count ->
        [one] Otro marcado para la papelera se quedará
       *[other] Otros { $count } marcados para la papelera se quedarán
    }: el diálogo dice por qué
status-undo = Deshacer la última limpieza
status-undo-hover =
    Devolver { $files ->
        [one] el archivo
       *[other] los { $files } archivos
    } que la limpieza del { $date } movió a la papelera
status-cleanups = Limpiezas…
status-cleanups-hover = Cada limpieza registrada; cualquiera puede restaurarse

## App: windows

windows-notices = Avisos
windows-no-notices = Nada que contar todavía.
windows-cleanups = Limpiezas
windows-started = Inicio
windows-what-it-did = Qué hizo
windows-files = Archivos
windows-in-trash = En la papelera
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (interrumpida)
windows-undone = { $started } (deshecha el { $undone })
windows-cleanup-id = Limpieza { $id }
windows-restore = Restaurar
windows-nothing-left = no queda nada
windows-unshare = Separar clones
windows-unshare-hover =
    { $clones ->
        [one] Devolver a { $clones } clon sus propios bloques, como antes de la limpieza: el espacio que liberaron los clones vuelve a ocuparse.
       *[other] Devolver a { $clones } clones sus propios bloques, como antes de la limpieza: el espacio que liberaron los clones vuelve a ocuparse.
    }
windows-shortcuts = Atajos de teclado
windows-shortcuts-trash = Los archivos marcados «Papelera» van a la papelera del sistema solo cuando hace clic en «Limpiar».
windows-skipped = Omitidos ({ $count })
windows-skipped-intro = Estos archivos y carpetas no se compararon; por motivo, primero los problemas:
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }: { $reason }

## App: keep_rules

rules-chooser-all = Marcar cada grupo de la pestaña según una regla de conservación
rules-chooser-one = Marcar el grupo seleccionado según una regla de conservación
rules-chooser-keys = Arriba y Abajo eligen, Intro marca, Esc cierra.
rules-cancel = Cancelar
rules-decides =
    De { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } en esta pestaña, la regla decide { $decided }.
rules-fallbacks =
    { $groups ->
        [one] { $groups } grupo se decide
       *[other] { $groups } grupos se deciden
    } más allá de los criterios (una regla estricta { $groups ->
        [one] lo dejaría
       *[other] los dejaría
    } sin tocar):
rules-left-alone =
    Deja { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } sin tocar, con sus marcas como están:
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    }: { $why }
rules-mark-nothing = No marcaría nada para la papelera.
rules-mark-files =
    Marcaría { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } para la papelera, liberando { $size } cuando se vacíe la papelera.
rules-mark-folders =
    Marcaría { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } para la papelera, liberando { $size } cuando se vacíe la papelera.
rules-mark-both =
    Marcaría { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    } para la papelera, liberando { $size } cuando se vacíe la papelera.
rules-for-example = Por ejemplo
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Conservar  { $path }
rules-example-trash = Papelera   { $path }
rules-example-more = Papelera   y { $count } más
rules-nothing-moved = Ahora no se mueve nada: marcar solo decide qué movería una limpieza a la papelera.
rules-apply = Aplicar
rules-heading = Reglas de conservación
rules-intro = Criterios en orden, cada uno deshace los empates del anterior; las reglas guardadas se ofrecen donde se marcan los grupos.
rules-saved-name = { $name }:
rules-delete = Eliminar
rules-name = Nombre
rules-name-hint = Fotos primero
rules-rule = Regla
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Criterios: { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Guardar regla

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Añadir una carpeta escribiendo su ruta
keyboard-scan = Analizar las carpetas
keyboard-next-tab = Pestaña siguiente
keyboard-previous-tab = Pestaña anterior
keyboard-next-group = Grupo siguiente
keyboard-previous-group = Grupo anterior
keyboard-first-group = Primer grupo
keyboard-last-group = Último grupo
keyboard-page-down = Una página de grupos abajo
keyboard-page-up = Una página de grupos arriba
keyboard-next-file = Archivo siguiente del grupo
keyboard-previous-file = Archivo anterior del grupo
keyboard-next-change = Cambio siguiente en los textos comparados
keyboard-previous-change = Cambio anterior en los textos comparados
keyboard-mark-keep = Marcar el archivo seleccionado como «Conservar»; en un diálogo, pulsar su botón principal
keyboard-mark-trash = Marcar el archivo seleccionado como «Papelera»
keyboard-rule-group = Marcar el grupo seleccionado según una regla de conservación
keyboard-rule-tab = Marcar cada grupo de la pestaña según una regla de conservación
keyboard-undo-mark = Deshacer la última marca
keyboard-clean-up = Limpiar: mover a la papelera lo marcado como «Papelera» (pregunta antes)
keyboard-undo-cleanup = Deshacer la última limpieza
keyboard-search = Buscar en las rutas
keyboard-open-report = Abrir un informe
keyboard-save-results = Guardar los resultados como informe
keyboard-zoom-in = Agrandar todo
keyboard-zoom-out = Reducir todo
keyboard-zoom-reset = Tamaño normal
keyboard-focus = Mover el foco del teclado; Espacio o Intro pulsa lo que lo tiene
keyboard-help = Mostrar u ocultar estos atajos
keyboard-close = Cerrar la ayuda, un diálogo o una ventana

## App: settings_window

settings-title = Ajustes
settings-scan-next = Los ajustes del análisis se aplican en el próximo análisis.
settings-scan-again = Los resultados mostrados se encontraron con otros ajustes del análisis: vuelva a analizar para aplicar estos (F5).
settings-cache = Caché de huellas
settings-cache-measuring = midiendo…
settings-cache-size = Recuerda los archivos sin cambios entre análisis: { $size }
settings-cache-clear = Vaciar
settings-appearance = Apariencia
settings-high-contrast = Alto contraste
settings-high-contrast-hover = Texto blanco sobre negro (o negro sobre blanco), cada control con contorno
settings-size = Tamaño
settings-size-hover = Además de la escala del escritorio: Ctrl + / Ctrl − / Ctrl 0
settings-smaller = Más pequeño (Ctrl −)
settings-larger = Más grande (Ctrl +)
settings-normal-size = Tamaño normal
settings-documents = Documentos similares
settings-similarity = similitud mínima
settings-percent = { $percent } %
settings-similarity-help = Cuánto de su redacción deben compartir dos documentos para agruparse.
settings-drop-numbers = Ignorar los números
settings-stop-words = Ignorar las palabras comunes («the», «of», «und»…)
settings-stop-words-hover = Las palabras vacías del idioma detectado de cada documento
settings-stem = Comparar las raíces de las palabras («correr» = «corre»)
settings-stem-hover = En el idioma detectado de cada documento
settings-images = Imágenes similares
settings-images-hover = La misma foto redimensionada, recomprimida, algo recortada, girada, reflejada o editada, listada en la pestaña «Imágenes similares»
settings-how-alike = parecido
settings-how-alike-help = Cuántos de los 64 bits de los hashes perceptivos de dos imágenes pueden diferir. Los niveles más laxos también agrupan fotos distintas de una misma escena.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Muy similares (hasta { $distance } de 64 bits)
settings-likeness-similar = Similares (hasta { $distance } de 64 bits)
settings-likeness-alike = Parecidas (hasta { $distance } de 64 bits)
settings-likeness-loosely-similar = Vagamente similares (hasta { $distance } de 64 bits)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Encontrar imágenes similares ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (necesita { $needs })
settings-formats-off = Desactivado en este equipo: { $formats }
settings-videos = Vídeos y música similares
settings-find-videos = Encontrar vídeos similares (necesita ffmpeg)
settings-find-videos-hover = El mismo clip recodificado, redimensionado, algo recortado o acortado, y un clip dentro de un vídeo más largo, listados en la pestaña «Vídeos similares». Cada vídeo se decodifica, así que un primer análisis de muchos vídeos tarda un rato.
settings-no-ffmpeg = No se pudo ejecutar { $tool } ({ $why }): instale ffmpeg (sudo apt-get install ffmpeg); mientras tanto, un análisis busca todo lo demás y lo indica.
settings-folders = Carpetas
settings-find-folders = Encontrar carpetas duplicadas y similares
settings-find-folders-hover = Carpetas cuyo contenido entero son copias unas de otras, o que comparten muchos de sus archivos, listadas en la pestaña «Carpetas»
settings-same-names = Las carpetas duplicadas también deben usar los mismos nombres de archivo
settings-folders-share = las carpetas similares comparten
settings-off = desactivado
settings-folders-share-hover = La parte mínima de sus archivos que dos carpetas deben tener en común para listarse como similares (desactivado: solo carpetas duplicadas)
settings-files = Archivos
settings-min-size = Ignorar archivos de menos de
settings-bytes =
    { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }
settings-hidden = Incluir archivos y carpetas ocultos
settings-follow-links = Seguir enlaces simbólicos
settings-follow-links-hover = Los bucles se detectan y se listan como omitidos
settings-one-file-system = Quedarse en la unidad de cada carpeta (no entrar en otros montajes)
settings-include-trash = Incluir archivos de carpetas de papelera
settings-include-trash-hover = Los archivos de la papelera (la suya, la de otro usuario, la .Trash-1000 de una memoria USB, la $RECYCLE.BIN de Windows…) se dejan fuera salvo que esto esté activado. Activado, aparecen en grupos, pero una regla de conservación nunca conserva uno, y una copia en la papelera nunca cuenta como la copia conservada.
settings-rescan = Volver a analizarlo todo cada
settings-minutes = { $minutes } min
settings-rescan-hover = Los cambios en las carpetas vigiladas actualizan los grupos a medida que ocurren, sin análisis. Un análisis completo de vez en cuando recoge lo que no se anunció: las carpetas de red no anuncian nada, y una avalancha de cambios puede superar lo que el sistema transmite (0 = nunca).
settings-excludes = Omitir nombres o rutas que coincidan con (un patrón por línea, p. ej. *.tmp):
settings-cjk-font = Caracteres chinos, japoneses y coreanos: dibujados con { $font }
settings-cjk-font-partial = Los caracteres chinos se dibujan con { $font }, a la que le faltan algunos del chino simplificado: esos se ven como cuadros. Una fuente con todos: sudo apt-get install { $package }
settings-no-cjk-font = No hay ninguna fuente para el chino instalada: sus caracteres se ven como cuadros. Instale una con: sudo apt-get install { $package }

## Shared: how a compared image was turned (src/i18n/words.rs)

images-turned-to-match = ({ $turn } para coincidir)
turn-quarter-clockwise = girada un cuarto de vuelta en el sentido de las agujas del reloj
turn-upside-down = puesta del revés
turn-quarter-anticlockwise = girada un cuarto de vuelta en sentido contrario a las agujas del reloj
turn-mirrored = reflejada
turn-quarter-clockwise-mirrored = girada un cuarto de vuelta en el sentido de las agujas del reloj y reflejada
turn-upside-down-mirrored = puesta del revés y reflejada
turn-quarter-anticlockwise-mirrored = girada un cuarto de vuelta en sentido contrario a las agujas del reloj y reflejada

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Devolviendo los archivos
dialogs-putting-back = Devolviendo los archivos…
dialogs-restored =
    { $files ->
        [one] Se devolvió { $files } archivo a donde estaba.
       *[other] Se devolvieron { $files } archivos a donde estaban.
    }
dialogs-unshared =
    { $clones ->
        [one] { $clones } clon vuelve a tener bloques propios.
       *[other] { $clones } clones vuelven a tener bloques propios.
    }
# Items a restore put back as they are now, changed since they were trashed.
dialogs-came-back-changed = Devueltos con cambios
dialogs-nothing-to-do = Nada que hacer
dialogs-still-in-trash = Aún en la papelera
dialogs-still-shared = Aún compartidos con la copia conservada
dialogs-close = Cerrar
# $reason says why, in the engine's words.
dialogs-nothing-moved = No se movió nada: { $reason }.
dialogs-clean-up = ¿Limpiar?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = ¿Limpiar { $what }?
dialogs-stopped = Limpieza detenida
dialogs-finished = Limpieza terminada
dialogs-add-folder = Añadir una carpeta
dialogs-undo-finished = Deshacer terminado
dialogs-type-path = Escriba la ruta de una carpeta para analizar (~ es su carpeta personal):
dialogs-folder-path = Ruta de la carpeta
dialogs-add = Añadir
dialogs-file-manager = Elegir con el gestor de archivos…
dialogs-cancel = Cancelar
chooser-no-system = Este sistema no tiene un selector de archivos que abrir (necesita xdg-desktop-portal con selector de archivos, o zenity), así que Doppel muestra el suyo.
chooser-checking = Comprobando la ruta…
chooser-type-report = Escriba la ruta de un informe para abrirlo, o elíjalo abajo (~ es su carpeta personal):
chooser-type-save = Escriba la ruta del archivo donde guardar los resultados (~ es su carpeta personal):
chooser-title-keep-folder = Conservar la copia dentro de una carpeta
chooser-title-open-report = Abrir un informe
chooser-title-save-results = Guardar los resultados
chooser-use-folder = Usar esta carpeta
chooser-open = Abrir
chooser-save = Guardar
chooser-replace = Reemplazar
chooser-up = La carpeta superior
chooser-reading = Leyendo la carpeta…
chooser-cannot-read = No se puede leer esta carpeta: { $problem }
chooser-nothing-here = Aquí no hay nada que elegir.
chooser-problem-empty = Escriba primero una ruta.
chooser-problem-not-there = Ahí no hay nada: compruebe la ruta.
chooser-problem-not-a-folder = Eso es un archivo, no una carpeta.
chooser-problem-not-a-file = Eso es una carpeta, no un archivo.
chooser-problem-no-folder = La carpeta donde guardar no existe.
chooser-problem-exists = Ya hay un archivo con ese nombre: Reemplazar lo sobrescribe, o escriba otro nombre.
notice-folder-added = Se añadió { $path }.
notice-folder-not-added = No se añadió { $path }: { $why }
notice-folder-left-out = Se omitió { $path }: { $why }. Se analizaron las demás carpetas.
dialogs-progress = { $done } de { $total }
dialogs-journal = Cada archivo se anota en el registro antes de moverse: pase lo que pase, esta limpieza se puede deshacer.
dialogs-stop = Detener
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }):
dialogs-trash-title = Mover a la papelera
dialogs-trash-does = Cada copia va a la papelera del sistema. Puede deshacerlo después, o restaurar usted mismo desde la papelera.
dialogs-trash-confirm = Mover { $what } a la papelera
dialogs-trash-progress = Moviendo archivos a la papelera…
dialogs-links-title = Sustituir por enlaces duros
dialogs-links-does = El nombre de cada copia apunta entonces al archivo de la copia conservada, así que cada ruta sigue funcionando. El original espera en la papelera hasta que se vacíe; Deshacer lo devuelve.
dialogs-links-risk = Los nombres enlazados comparten entonces un archivo: un cambio a través de un nombre los cambia todos.
dialogs-links-confirm = Sustituir { $what } por enlaces duros
dialogs-links-progress = Sustituyendo archivos por enlaces duros…
dialogs-clones-title = Sustituir por clones
dialogs-clones-does = Cada copia conserva su nombre, propietario, permisos y fechas; solo sus bloques pasan a compartirse con la copia conservada, así que el espacio vuelve enseguida. Nada va a la papelera, y un cambio a través de un nombre solo cambia ese archivo.
dialogs-clones-confirm = Sustituir { $what } por clones
dialogs-clones-progress = Convirtiendo las copias en clones de las conservadas…
dialogs-nothing-trashable = Nada puede ir a la papelera: cada grupo marcado perdería su última copia.
dialogs-marked =
    { $count ->
        [one] { $what } marcado como «Papelera», { $size } de contenido (lo que libera cada forma cuenta los bloques que ocupan en el disco). Elija qué hacer con él:
       *[other] { $what } marcados como «Papelera», { $size } de contenido (lo que libera cada forma cuenta los bloques que ocupan en el disco). Elija qué hacer con ellos:
    }
dialogs-companions =
    Al moverse a la papelera, se llevan { $companions ->
        [one] { $companions } archivo acompañante
       *[other] { $companions } archivos acompañantes
    } ({ $size }: sus RAW, vídeos Live Photo y archivos auxiliares, una foto con ellos). Los enlaces duros y los clones sustituyen solo los duplicados y dejan estos en su sitio.
dialogs-estimating = Examinando los archivos ({ $done } de { $total }) para decir qué libera cada forma…
dialogs-left-alone-anyway = Sin tocar sea cual sea la forma
dialogs-allow-owner-change = También donde el propietario, los permisos, los atributos extendidos o las ACL difieren (el nombre muestra entonces los de la copia conservada)
dialogs-frees-now = libera { $size } ahora
dialogs-frees-at-most-now = libera como mucho { $size } ahora
dialogs-frees-emptied = libera { $size } cuando se vacíe la papelera
dialogs-frees-at-most-emptied = libera como mucho { $size } cuando se vacíe la papelera
dialogs-leaves-everything = No es posible aquí: dejaría todos los archivos sin tocar (motivos, abajo).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = No es posible aquí: { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } archivo tiene otros nombres en otro lugar, que conservan su espacio.
       *[other] { $files } archivos tienen otros nombres en otro lugar, que conservan su espacio.
    }
dialogs-already-shared = { $size } de sus bloques ya están compartidos (con una instantánea o un clon), y siguen así.
dialogs-sharing-unknown = Donde el sistema de archivos no puede decir qué bloques están compartidos, se cuentan todos.
dialogs-unmeasured =
    { $files ->
        [one] { $files } archivo dentro de las carpetas no se pudo examinar, y no se cuenta.
       *[other] { $files } archivos dentro de las carpetas no se pudieron examinar, y no se cuentan.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } en { $fs } ({ $example })
dialogs-leaves-alone = Deja { $what } sin tocar
dialogs-cannot-share = { $fs } no puede compartir bloques
dialogs-no-hard-links = { $fs } no tiene enlaces duros (un archivo no puede tener allí un segundo nombre)
dialogs-which = Cuáles
dialogs-moved = Se movieron { $what } ({ $size }) a la papelera.
dialogs-linked = Se sustituyeron { $what } por enlaces duros a las copias conservadas: cada ruta sigue abriendo los mismos bytes. Los originales están en la papelera.
dialogs-cloned = Se convirtieron { $what } en clones de las copias conservadas: cada uno conserva su nombre y sus bytes, y ahora comparte sus bloques con la copia conservada. Nada fue a la papelera.
dialogs-comes-back = { $size } vuelven cuando se vacíe la papelera.
dialogs-comes-back-held = { $size } vuelven cuando se vacíe la papelera ({ $held } siguen en uso: los archivos con otros nombres los conservan).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }: { $reason }
dialogs-stopped-early = Detenida antes de terminar: { $why }.
dialogs-left-in-place = Dejados en su sitio
dialogs-undo = Deshacer
dialogs-unshare = Separar clones
dialogs-unshare-hover = Devolver a los clones bloques propios, como antes de la limpieza: el espacio que liberaron vuelve a ocuparse.

## App: small words (src/app/mod.rs, settings.rs, model/notices.rs, model/mod.rs)

dialog-cleanup-not-started = No se pudo iniciar la limpieza
dialog-nothing-restored = No se restauró nada
ago-now = justo ahora
ago-seconds = hace { $count } s
ago-minutes = hace { $count } min
ago-hours = hace { $count } h
count-files =
    { $count ->
        [one] { $count } archivo
       *[other] { $count } archivos
    }
count-folders =
    { $count ->
        [one] { $count } carpeta
       *[other] { $count } carpetas
    }
count-files-and-folders = { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } y { $folders ->
        [one] { $folders } carpeta
       *[other] { $folders } carpetas
    }
theme-light = Claro
theme-dark = Oscuro
theme-system = Como el sistema

## Shared: why a keep rule does not read (src/i18n/words.rs)

rule-error-empty = la regla está vacía: indique al menos un criterio
rule-error-unknown = «{ $word }» no es un criterio (conocidos: { $known })
rule-error-unknown-similar = «{ $word }» no es un criterio; ¿quería decir «{ $suggested }»? (conocidos: { $known })
rule-error-missing = «{ $word }» necesita un valor después de los dos puntos
rule-error-relative = «{ $place }» no es un lugar absoluto: empiece por / o ~
rule-error-glob = «{ $pattern }» no es un patrón válido: { $problem }
rule-error-no-home = «~» necesita una carpeta personal, y HOME no está definida

## Música similar (music/ en el motor, la pestaña Música similar, `doppel scan --music`).

phase-music = leyendo música
music-same = { $a } y { $b } son la misma grabación ({ $length } en común, puntuación { $score } %)
music-part-of = { $a } es { $b } desde { $b_start } durante { $length } (puntuación { $score } %)
tag-title = Título
tag-artist = Artista
tag-album = Álbum
tag-track = Pista
tag-year = Año
tag-track-number = pista { $number }
skip-music-unreadable = no se pudo leer el audio: { $why }
skip-music-timed-out = la lectura del audio tardó más de { $seconds } s
skip-music-no-sound = no tiene sonido que comparar (solo silencio, o menos de unos 3 segundos de sonido)
skip-music-not-a-container = no es un archivo de música sino el formato «{ $format }» de ffmpeg (una lista de reproducción o un guion que nombra otros archivos nunca se lee)
skip-heading-music-unreadable = música que no se pudo leer
skip-heading-music-not-a-container = no es un archivo de música (una lista de reproducción o un guion)
notice-music-off = no se buscó música similar: no se pudo ejecutar { $tool } ({ $why }); instale ffmpeg (sudo apt-get install ffmpeg) para encontrarla
report-music-group = Grupo { $number }: { $files } archivos de una grabación
report-summary-music =
    { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    } de música similar.
clean-groups-music =
    { $count ->
        [one] { $count } grupo de música similar
       *[other] { $count } grupos de música similar
    }
arg-music =
    Buscar música similar (MP3, AAC/M4A, FLAC, Ogg Vorbis, Opus, WAV, AIFF, WMA…) por su
    sonido: la misma grabación recodificada, mezclada a mono, con menos volumen, recortada unos
    segundos o con silencio añadido, y un fragmento de una grabación más larga (con dónde,
    cuánto dura y una puntuación). Las etiquetas se muestran, nunca son motivo para agrupar.
    Activado por defecto; necesita ffmpeg en el PATH
arg-no-music = No buscar música similar (si no, se decodifica cada archivo de música)
arg-clean-music =
    Limpiar también los grupos de música similar con esta regla (como --keep; para música
    también highest-bitrate, lossless, format:flac; desactivado salvo que se pida). Un
    archivo solo se va mientras la copia conservada siga ahí, sin cambios desde el análisis,
    y contenga todo su sonido
criterion-highest-bitrate = la de mayor tasa de bits
criterion-lossless = un archivo sin pérdida
tab-music = Música similar
results-none-music = No se encontró música similar
results-row-music = { $count } archivos de una grabación, { $figure } en total
hidden-group-music = { $count } archivos de una grabación
hidden-member-music = Un archivo de música similar
music-heading = { $count } archivos de una grabación
music-explained = Su sonido coincide, según su huella, a lo largo de todo el más corto: la misma grabación recodificada, con menos volumen, recortada o con silencio añadido, o un fragmento de una más larga. Las etiquetas nunca los agruparon.
music-side-by-side = El primer archivo y el seleccionado, uno junto a otro
music-play = ▶ Reproducir
music-play-hover = Reproducirlo en el reproductor de música del escritorio
music-differs = ≠ { $label }
music-differs-hover = Los dos archivos difieren aquí
music-length = Duración
music-codec = Códec
music-bitrate = Tasa de bits
music-sound = Sonido
music-lossless = { $codec } (sin pérdida)
music-channels =
    { $count ->
        [one] { $count } canal
       *[other] { $count } canales
    }
music-shared-part = Dónde está en cada uno el sonido que comparten
music-shared-in = { $name }: de { $start } a { $end } de { $length }
music-joined-through-another = Estos dos se unieron a través de otro archivo del grupo: selecciónelo para ver qué comparte cada uno.
settings-find-music = Buscar música similar (necesita ffmpeg)
settings-find-music-hover = La misma grabación recodificada, mezclada a mono, con menos volumen, recortada o con silencio añadido, y un fragmento de una más larga, encontrados por su sonido y listados en la pestaña «Música similar». Se decodifica cada archivo de música, así que el primer análisis de una colección grande tarda un rato.
music-score = puntuación { $score } %
music-score-hover = Lo cerca que está su sonido común: 100 % para las mismas muestras, cerca de 0 % para un sonido sin relación; una recodificación a baja tasa de bits obtiene de 80 a 95 %.
