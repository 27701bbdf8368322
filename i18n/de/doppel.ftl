# Doppels Meldungen auf Deutsch. Quelle ist i18n/en/doppel.ftl: dieselben Meldungen,
# Attribute und Variablen (ein Test prüft das). Wie man eine Sprache hinzufügt:
# docs/src/translations.md.
#
# Zahlen, Größen ($size …) und Datumsangaben ($date) kommen bereits deutsch geschrieben an
# (1.234,5; 29,39 KiB; 02.01.2026 03:04:05).

## Shared: the engine's values in words (src/i18n/words.rs)

phase-walking = Ordner durchlaufen
phase-prehashing = Anfang und Ende prüfen
phase-hashing = Inhalte prüfen
phase-folders = Ordner vergleichen
phase-reading = Dokumente lesen
phase-comparing = Dokumente vergleichen
phase-images = Bilder lesen
phase-videos = Videos lesen
phase-done = fertig

rule-keep = Behalten: { $criteria }
rule-then = { $before }, dann { $next }
rule-strictly = { $rule } (streng)
criterion-under = die Kopie unter { $place }
criterion-not-under = eine Kopie nicht unter { $place }
criterion-newest = die neueste
criterion-oldest = die älteste
criterion-largest = die größte
criterion-shortest-path = die mit dem kürzesten Pfad
criterion-highest-resolution = die mit der höchsten Auflösung
criterion-first-taken = die zuerst aufgenommene (EXIF-Datum)
criterion-format = die im Format { $format }
criterion-with-companions = die Kopie mit ihrer RAW-Datei oder Begleitdateien daneben
criterion-first = die zuerst aufgeführte

undecided-all-in-trash = jede Kopie liegt in einem Papierkorb
undecided-none-under = keine Kopie liegt unter { $place }
undecided-all-under = jede Kopie liegt unter { $place }
undecided-no-format = keine Kopie ist im Format { $format }
undecided-none-pass = keine Kopie erfüllt „{ $criterion }“
undecided-tie = die Kopien sind in jedem Kriterium gleich und die Regel ist streng (ohne „strict“ wird die erste nach Pfad behalten)
undecided-holds-words =
    { $fuller } enthält alles aus { $kept } und { $words ->
        [one] { $words } Wort
       *[other] { $words } Wörter
    } mehr
undecided-holds-footage-more = { $fuller } enthält alles aus { $kept } und { $length } mehr
undecided-holds-footage = { $trashed } enthält Filmmaterial, das { $kept } fehlt
undecided-companion-only-here = { $companion } gehört zu { $photo } und hat keine Kopie neben einer behaltenen Kopie
fallback-none-under = keine Kopie liegt unter { $place }, also entschieden die nächsten Kriterien
fallback-all-under = jede Kopie liegt unter { $place }, also entschieden die nächsten Kriterien
fallback-none-pass = keine Kopie erfüllt „{ $criterion }“, also entschieden die nächsten Kriterien
fallback-first-by-path = die Kopien sind in jedem Kriterium gleich, also wird die erste nach Pfad behalten

cleanup-kind-trash = Papierkorb
cleanup-kind-hard-links = harte Links
cleanup-kind-clones = Klone

video-same = { $a } und { $b } sind derselbe Clip ({ $length } gemeinsam)
video-part-of = { $a } ist { $b } ab { $b_start } für { $length }
video-overlap = { $a } ab { $a_start } ist { $b } ab { $b_start } für { $length }

hidden-groups =
    { $groups ->
        [one] { $groups } Gruppe ist
       *[other] { $groups } Gruppen sind
    } als „keine Duplikate“ ausgeblendet
hidden-files =
    { $files ->
        [one] { $files } Datei ist
       *[other] { $files } Dateien sind
    } als „keine Duplikate“ ausgeblendet
hidden-groups-and-files =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } und { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } sind als „keine Duplikate“ ausgeblendet

format-plain-text = reiner Text
document-too-short = zu kurz für einen Vergleich als Dokument ({ $triples } verschiedene Worttripel; mindestens { $needed } nötig)
document-not-a-document = kein Dokument (kein Text zum Vergleichen)
document-unreadable = konnte nicht gelesen werden: { $reason }

## Shared: why a cleanup left a file or folder alone, and what a restore found (src/i18n/reasons.rs)

# Each follows the file's or folder's path, as "/a/b.txt: no longer exists" (so most start
# with a verb or "its"). $problem is a system error's words, as the system gives them;
# $kept, $trash and the like are paths.
reason-size-exact = { $size } ({ $bytes } Bytes)
reason-access = Eigentümer { $uid }, Gruppe { $gid }, Rechte { $mode }
no-sharing-xfs-without-reflink = dieses XFS-Dateisystem wurde ohne reflink angelegt (mkfs.xfs -m reflink=1)
no-sharing-file-system = { $fs } kann keine Blöcke zwischen Dateien teilen
no-sharing-read-only = das Dateisystem ist nur lesbar eingehängt
no-sharing-cannot-write-here = Doppel darf im Ordner der Datei nicht schreiben, daher ließ sich nicht ausprobieren, ob dort Blöcke geteilt werden können
no-sharing-probe-failed = der Versuch, dort Blöcke zu teilen, ist fehlgeschlagen: { $problem }

# The plan, decided from the marks before anything is opened.
reason-all-marked = jede Kopie dieser Gruppe wurde für den Papierkorb markiert; behalten Sie mindestens eine
reason-kept-elsewhere = in einer anderen Gruppe mit „Behalten“ markiert
reason-all-by-other-groups = jede Kopie dieser Gruppe käme in den Papierkorb (einige sind in einer anderen Gruppe für den Papierkorb markiert); behalten Sie mindestens eine
reason-all-folders-marked = jeder Ordner dieser Gruppe wurde für den Papierkorb markiert; behalten Sie mindestens einen
reason-all-folders-by-other-groups = jeder Ordner dieser Gruppe käme in den Papierkorb (einige sind in einer anderen Gruppe für den Papierkorb markiert); behalten Sie mindestens einen
reason-in-trash-folder = liegt in einem Papierkorb-Ordner; was in einem Papierkorb liegt, wird von Doppel nie verschoben oder behalten
reason-kept-only-in-trash = die Gruppe behält nur Kopien in Papierkorb-Ordnern, und diese zählen nie als behalten
reason-in-reference = liegt im Referenzordner { $reference }; Dateien in einem Referenzordner kommen nie in den Papierkorb
# $found is the same file or folder as one in the reference folder, reached by another path.
reason-in-reference-reached = liegt im Referenzordner { $reference }; Dateien in einem Referenzordner kommen nie in den Papierkorb (auf anderem Weg erreicht: { $found } ist derselbe Eintrag wie einer darin)
reason-holds-reference = enthält den Referenzordner { $reference }; Dateien in einem Referenzordner kommen nie in den Papierkorb
reason-kept-folder-inside = der behaltene Ordner { $kept } liegt darin
reason-kept-folder-holds = der behaltene Ordner { $kept } enthält ihn
reason-in-doppel-data = liegt in Doppels eigenem Datenordner { $folder } (mit den Journalen seiner Bereinigungen); kommt nie in den Papierkorb

# What the file is now, checked before it is acted on.
reason-not-absolute = ist kein absoluter Pfad; bearbeitet werden nur Pfade, wie eine Suche sie verzeichnet
reason-not-normalised = ist kein normalisierter Pfad (er enthält `.`, `..` oder einen doppelten oder abschließenden Schrägstrich); bearbeitet werden nur Pfade, wie eine Suche sie verzeichnet
reason-is-symlink = ist jetzt ein symbolischer Link
reason-folder-is-symlink = der übergeordnete Ordner { $folder } ist ein symbolischer Link; die Bereinigung bearbeitet nur echte Pfade
reason-no-longer-exists = existiert nicht mehr
reason-not-regular-file = ist keine reguläre Datei mehr
reason-not-a-folder = ist kein Ordner mehr
reason-cannot-open = konnte nicht geöffnet werden: { $problem }
reason-cannot-read = konnte nicht gelesen werden: { $problem }
# $was and $now are sizes, written as the language writes them.
reason-changed-size = hat sich seit der Suche geändert: Die Größe war { $was }, jetzt ist sie { $now }
# $was and $now are times as RFC 3339 writes them (2026-11-27T21:46:49Z).
reason-changed-modified = hat sich seit der Suche geändert: Die Änderungszeit war { $was }, jetzt ist sie { $now }
reason-changed-while-checked = hat sich während der Prüfung geändert
# $change is the engine's words for what changed.
reason-changed-while-checked-how = hat sich während der Prüfung geändert ({ $change })
reason-changed-after-check = hat sich nach der Prüfung geändert
reason-in-use = wird von einem anderen Programm verwendet (zum Schreiben geöffnet) und blieb daher an Ort und Stelle; versuchen Sie es erneut, sobald das Programm die Datei geschlossen hat

# The copy being kept, which vouches for the file.
reason-no-kept-copy = von der Gruppe wird keine Kopie behalten
reason-no-kept-folder = von der Gruppe wird kein Ordner behalten
# $folders is a list of paths, joined by ", ".
reason-no-kept-copy-against = von der Gruppe wird keine Kopie in { $folders } behalten, den Ordnern, mit denen die Datei verglichen wurde; nur eine solche Kopie kann für sie bürgen
reason-kept-in-trash = die behaltene Kopie { $kept } liegt im Papierkorb
# $why is another reason, about the kept copy.
reason-kept-unusable = die behaltene Kopie { $kept }: { $why }
reason-kept-changed-since-scan = die behaltene Kopie { $kept } hat sich seit der Suche geändert (Größe oder Änderungszeit), daher kommt ihretwegen nichts in den Papierkorb
reason-content-differs = der Inhalt stimmt nicht mehr mit der behaltenen Kopie { $kept } überein
reason-cannot-compare = konnte nicht mit der behaltenen Kopie { $kept } verglichen werden: { $problem }
reason-kept-changed-while-compared = die behaltene Kopie { $kept } hat sich während des Vergleichs geändert
# $measured and $threshold are whole percentages.
reason-not-alike-similarity = stimmt nur zu { $measured } % mit der behaltenen Kopie { $kept } überein (sie gehört über eine andere Datei zur Gruppe); nötig sind { $threshold } %
reason-not-alike-distance = weicht um { $measured } von 64 Bits von der behaltenen Kopie { $kept } ab (es gehört über ein anderes Bild zur Gruppe); erlaubt sind höchstens { $most }
reason-same-file-as-kept = ist dieselbe Datei wie die behaltene Kopie { $kept }, über einen anderen Pfad erreicht
reason-same-folder-as-kept = ist derselbe Ordner wie der behaltene Ordner { $kept }, über einen anderen Pfad erreicht
reason-kept-holds-part-of = der behaltene Ordner { $kept } enthält einen Teil davon, { $part }, unter einem anderen Pfad (ein harter Link oder ein Bind-Mount)
reason-kept-lacks-copy = der behaltene Ordner { $kept } hat keine Kopie von { $file } (nach Inhalt verglichen)
reason-kept-changed-during-move = die behaltene Kopie { $kept } wurde während des Verschiebens in den Papierkorb geändert oder verschoben, daher wurde die Datei zurückgelegt
reason-kept-changed-during-move-stuck = die behaltene Kopie { $kept } wurde während des Verschiebens in den Papierkorb geändert oder verschoben, und die Datei konnte nicht zurückgelegt werden ({ $problem }); `doppel restore` kann sie zurückholen

# Companion files: a photo's RAW, Live Photo video and sidecars. $why is another reason.
reason-companion-kept = gehört zum Foto { $photo }, das in den Papierkorb kommt; eine Gruppe behält diese Datei aber, daher bleibt sie
reason-companion-not-as-scanned = die Begleitdatei { $companion } { $why }; von diesem Foto wurde nichts verschoben
reason-companion-not-moved = die Begleitdatei { $companion } konnte nicht verschoben werden ({ $why }), daher wurden das Foto und seine Begleitdateien zurückgelegt
reason-companion-not-moved-stuck = die Begleitdatei { $companion } konnte nicht verschoben werden ({ $why }), und das Foto konnte nicht zurückgelegt werden ({ $problem }); `doppel restore` kann zurückholen, was verschoben wurde
reason-companion-stays = gehört zum Foto { $photo }, das in den Papierkorb kommt, und zu { $with }, das bleibt, daher bleibt sie
reason-companion-only-copy = die Begleitdatei { $companion } hat keine Kopie neben einer behaltenen Kopie; von diesem Foto wird nichts verschoben

# A folder's insides. $what is the engine's word for a kind of entry (a socket, a device).
reason-mount-inside = darin ist ein Laufwerk eingehängt, unter { $mount }; nur ein Ordner auf einem einzigen Laufwerk kommt als Ganzes in den Papierkorb
reason-holds-odd = enthält { $entry }, und das ist { $what }; nur Ordner aus regulären Dateien und Ordnern kommen als Ganzes in den Papierkorb
reason-holds-mount = enthält { $entry }, und das liegt auf einem anderen Laufwerk (ein Einhängepunkt)
reason-inside-unreadable = { $entry } konnte nicht gelesen werden: { $problem }
reason-changed-while-trashing = der Inhalt hat sich während des Verschiebens in den Papierkorb geändert ({ $change }), daher wurde der ganze Ordner zurückgelegt
reason-changed-while-trashing-stuck = der Inhalt hat sich während des Verschiebens in den Papierkorb geändert ({ $change }), und der Ordner konnte nicht zurückgelegt werden ({ $problem }); `doppel restore` kann ihn zurückholen

# The trash.
reason-cannot-move = konnte nicht in den Papierkorb verschoben werden und blieb daher an Ort und Stelle: { $problem }
reason-trash-on-other-mount = der zuständige Papierkorb-Ordner { $trash } liegt auf einem anderen Einhängepunkt; dorthin zu verschieben hieße zu kopieren, daher blieb alles an Ort und Stelle
reason-cannot-reserve = konnte nicht in den Papierkorb verschoben werden und blieb daher an Ort und Stelle: Im Papierkorb { $trash } ließ sich kein Name reservieren: { $problem }
reason-replaced-while-moving = wurde während des Verschiebens ersetzt; das Verschobene wurde zurückgelegt
reason-replaced-while-moving-stuck = wurde während des Verschiebens ersetzt, und das Verschobene konnte nicht zurückgelegt werden ({ $problem }); es liegt in { $trash }

# Replacing a copy by a hard link to the copy being kept. $fs is a file system's name (vfat).
reason-not-exact-for-link = nur Byte für Byte gleiche Kopien werden durch einen harten Link ersetzt; eine ähnliche Datei hat nicht denselben Inhalt und blieb daher an Ort und Stelle
reason-no-hard-links = liegt auf einem Dateisystem ({ $fs }), das einer Datei keinen zweiten Namen geben kann, und kann daher nicht durch einen harten Link ersetzt werden; sie blieb an Ort und Stelle (verschieben Sie sie stattdessen in den Papierkorb)
reason-other-file-system = die behaltene Kopie { $kept } liegt auf einem anderen Dateisystem, wohin kein harter Link reicht; die Datei blieb an Ort und Stelle
# $copy and $kept_has are each written by reason-access.
reason-access-differs = Eigentümer oder Rechte der Datei ({ $copy }) weichen von denen der behaltenen Kopie { $kept } ({ $kept_has }) ab; ein harter Link würde ändern, wer sie lesen oder schreiben darf, daher blieb sie an Ort und Stelle (--allow-owner-change verlinkt sie trotzdem)
reason-kept-link-limit = die behaltene Kopie { $kept } hat schon so viele Namen, wie ihr Dateisystem erlaubt; nichts wurde geändert
reason-cannot-link = konnte nicht durch einen harten Link ersetzt werden und blieb daher an Ort und Stelle: { $problem }
reason-kept-changed-before-link = die behaltene Kopie { $kept } wurde nach der Prüfung geändert oder verschoben, daher wurde nichts verlinkt
reason-replaced-while-linking = der Name wurde während des Verlinkens an etwas anderes vergeben; der Tausch wurde rückgängig gemacht, nichts wurde verlinkt
reason-replaced-while-linking-stuck = der Name wurde während des Verlinkens an etwas anderes vergeben, und der Tausch konnte nicht rückgängig gemacht werden ({ $problem }); das Original liegt im Papierkorb: `doppel restore` kann es zurückholen
# A folder's file that could not be linked, when it was the first of the folder.
reason-folder-file-not-linked-first = { $file } darin konnte nicht durch einen harten Link ersetzt werden ({ $why }); davor wurde keine Datei des Ordners verlinkt, und die übrigen blieben unverändert
reason-folder-file-not-linked = { $file } darin konnte nicht durch einen harten Link ersetzt werden ({ $why }); davor hat die Bereinigung { $linked } der { $of } Dateien des Ordners durch harte Links ersetzt (ihre Originale liegen im Papierkorb: `doppel restore` legt sie zurück), die übrigen blieben unverändert
reason-attributes-differ = die erweiterten Attribute oder ACLs der Datei ({ $names }) weichen von denen der behaltenen Kopie { $kept } ab; ein harter Link würde ihre eigenen verwerfen und unter ihrem Namen die der behaltenen Kopie zeigen, daher blieb sie an Ort und Stelle (--allow-owner-change verlinkt sie trotzdem)
reason-kept-in-reference = die behaltene Kopie { $kept } ist eine Datei des Referenzordners { $reference }; ein harter Link gäbe ihr hier einen zweiten Namen, unter dem eine Bearbeitung die Referenz ändern würde, daher blieb die Datei an Ort und Stelle (stattdessen in den Papierkorb verschieben oder als Klon ersetzen)

# Replacing a copy by a clone of the copy being kept (their blocks shared). $why in
# reason-cannot-share-blocks is one of the no-sharing-… messages; $at is a byte offset.
reason-not-exact-for-clone = nur Byte für Byte gleiche Kopien werden durch einen Klon ersetzt; eine ähnliche Datei hat nicht denselben Inhalt und blieb daher an Ort und Stelle
reason-clone-other-file-system = die behaltene Kopie { $kept } liegt auf einem anderen Dateisystem; Blöcke werden nur innerhalb eines Dateisystems geteilt, daher blieb die Datei an Ort und Stelle
reason-cannot-share-blocks = kann hier nicht durch einen Klon ersetzt werden: { $why }; die Datei blieb an Ort und Stelle
reason-clone-differs = das Dateisystem hat die Datei mit der behaltenen Kopie { $kept } verglichen und verschiedene Bytes gefunden (ab Byte { $at }); nichts wurde geändert
reason-cannot-clone = konnte nicht durch einen Klon ersetzt werden, daher sind ihre Bytes unverändert: { $problem }
reason-changed-while-cloning = wurde während des Klonens beschrieben; sie enthält jetzt das Geschriebene, und nichts davon ging verloren
reason-kept-changed-before-clone = die behaltene Kopie { $kept } wurde nach der Prüfung geändert oder verschoben, daher wurde nichts geklont
reason-kept-changed-while-cloning = die behaltene Kopie { $kept } hat sich während des Klonens geändert; der Inhalt dieser Datei ist unverändert (das Dateisystem hat die Bytes verglichen), aber womöglich bleiben weniger ihrer Blöcke geteilt
reason-folder-file-not-cloned = { $file } darin konnte nicht geklont werden ({ $why }); davor hat die Bereinigung { $cloned } der { $of } Dateien des Ordners zu Klonen gemacht (mit unverändertem Inhalt), die übrigen blieben unverändert
# $why is the engine's own words.
reason-not-moved = nicht verschoben: { $why }

# A restore (undo). $what is the engine's words for what is wrong with a record.
reason-journal-record-invalid = der Journaleintrag dazu hat nicht die Form, die Doppel schreibt ({ $what }), daher wurde nichts damit getan
reason-volume-not-mounted = der Papierkorb { $trash } liegt auf einem Laufwerk, das jetzt nicht eingehängt ist (dort ist ein anderer Datenträger eingehängt oder keiner); der Eintrag bleibt verzeichnet: Schließen Sie diesen Datenträger an und machen Sie die Bereinigung erneut rückgängig
reason-occupied = unter { $path } liegt jetzt eine Datei; verschieben Sie sie an einen anderen Ort und machen Sie die Bereinigung erneut rückgängig
reason-restore-path-through-symlink = der übergeordnete Ordner { $folder } ist jetzt ein symbolischer Link; Dateien werden nur über echte Ordner zurückgelegt: Ersetzen Sie ihn wieder durch einen Ordner und machen Sie die Bereinigung erneut rückgängig
reason-cannot-make-folder = der übergeordnete Ordner konnte nicht angelegt oder geöffnet werden: { $problem }
reason-entry-unreadable = der Papierkorbeintrag konnte nicht gelesen werden: { $problem }
reason-cannot-restore = konnte nicht wiederhergestellt werden: { $problem }
reason-link-replaced = { $path } ist nicht mehr der Link, den die Bereinigung angelegt hat (dort wurde etwas anderes abgelegt), daher blieben beide unverändert; das Original bleibt im Papierkorb
reason-folder-not-as-scanned = er enthält jetzt { $now ->
        [one] 1 Datei
       *[other] { $now } Dateien
    }, der Scan hat { $scanned } gesehen (von den Filtern ausgelassene oder seither hinzugekommene Dateien): nur ein Ordner, den der Scan ganz gesehen hat, wird verschoben, daher blieb er unverändert
reason-kept-has-unseen-names =
    { $unseen ->
        [one] die behaltene Kopie { $kept } hat 1 weiteren Namen, den der Scan nicht gesehen hat (außerhalb der durchsuchten Ordner oder von den Filtern ausgelassen): ein harter Link würde ihn über den Namen dieser Kopie bearbeitbar machen, daher blieb sie unverändert
       *[other] die behaltene Kopie { $kept } hat { $unseen } weitere Namen, die der Scan nicht gesehen hat (außerhalb der durchsuchten Ordner oder von den Filtern ausgelassen): ein harter Link würde sie über den Namen dieser Kopie bearbeitbar machen, daher blieb sie unverändert
    }
reason-kept-link-gone = { $path } ist nicht mehr der Link, den die Bereinigung angelegt hat: { $kept } enthält nicht mehr dieselbe Datei (sie wurde gelöscht oder überschrieben), daher ist der Inhalt von { $path } Ihre aktuelle Arbeit und blieb unverändert; das Original bleibt im Papierkorb
# $files is how many files of the folder, $first the first of them.
reason-folder-links-replaced =
    { $files ->
        [one] { $first } darin ist nicht mehr der Link, den die Bereinigung angelegt hat (dort wurde etwas anderes abgelegt), daher blieb die Datei unverändert, ihr Original weiterhin im Papierkorb; der Rest des Ordners ist wieder da
       *[other] { $files } Dateien darin (als erste { $first }) sind nicht mehr die Links, die die Bereinigung angelegt hat (dort wurde etwas anderes abgelegt), daher blieben sie unverändert, ihre Originale weiterhin im Papierkorb; der Rest des Ordners ist wieder da
    }
reason-cannot-unshare = konnte keine eigenen Blöcke bekommen und bleibt daher ein Klon: { $problem }
reason-already-in-place = ist bereits wieder an Ort und Stelle
reason-already-in-place-copy-in-trash = ist bereits wieder an Ort und Stelle; eine identische Kopie bleibt im Papierkorb unter { $trash_entry } (eine frühere Wiederherstellung brach vor dem Entfernen ab)
reason-gone-from-trash = wurde im Papierkorb nicht gefunden (geleert, von Hand wiederhergestellt, oder an seiner Stelle ist ein anderes Laufwerk eingehängt); es bleibt in der Liste, und ein späteres Rückgängigmachen sucht erneut
reason-unrelated = wurde im Papierkorb nicht gefunden: Ein fremder Eintrag trägt dort seinen Namen und blieb unberührt; es bleibt in der Liste, und ein späteres Rückgängigmachen sucht erneut
reason-never-left = nichts zurückzulegen: Die Datei war nie weg (sie ist ein Klon und teilt ihre Blöcke mit { $kept }; `--unshare-clones` gibt ihr eigene Blöcke)
reason-not-shared = hat bereits eigene Blöcke
reason-changed-since-clone = wurde seit dem Klonen ersetzt oder beschrieben und blieb daher unverändert

# One cleanup or restore at a time. $holder is what the other Doppel wrote of itself
# ("process 4242, cleaning up"), as it wrote it.
lock-busy = ein anderes Doppel bereinigt oder stellt gerade wieder her; warten Sie, bis es fertig ist, und versuchen Sie es dann erneut
lock-busy-holder = ein anderes Doppel bereinigt oder stellt gerade wieder her ({ $holder }); warten Sie, bis es fertig ist, und versuchen Sie es dann erneut
lock-unusable = die Sperre { $path } konnte nicht gesetzt werden: { $problem }

# Doppel's cleanup journal could not be written (no journal, no move); $problem is the
# system's words.
journal-not-started = das Journal der Bereinigung konnte in { $folder } nicht geschrieben werden: { $problem }
journal-not-updated = das Journal der Bereinigung { $path } konnte nicht fortgeschrieben werden: { $problem }
journal-not-written = das Journal der Bereinigung { $path } konnte nicht geschrieben werden: { $problem }

# A reference folder that could not be read in full before a cleanup: $entry is what in it
# could not be read, $problem the system's words or reference-not-a-folder.
reference-unreadable = der Referenzordner { $reference } konnte nicht vollständig gelesen werden ({ $entry }: { $problem }); solange seine Dateien nicht alle von den übrigen unterschieden werden können, kommt nichts in den Papierkorb
reference-not-a-folder = es ist kein Ordner

# Why a cleanup stopped before its end (else the journal's own words, or a reason).
stopped-cancelled = die Bereinigung wurde abgebrochen

# How an item a restore put back differs from what was trashed.
changed-in-trash-written-to = die Datei wurde beschrieben, nachdem sie in den Papierkorb kam; sie kommt im jetzigen Zustand zurück
# $changes is a list of changed-in-trash-added, -gone and -edited, joined by the separator.
changed-in-trash-folder-files = der Ordner hat sich geändert, nachdem er in den Papierkorb kam ({ $changes }); er kommt als Ganzes im jetzigen Zustand zurück
changed-in-trash-separator = { ", " }
changed-in-trash-added =
    { $files ->
        [one] { $files } Datei hinzugekommen
       *[other] { $files } Dateien hinzugekommen
    }
changed-in-trash-gone =
    { $files ->
        [one] { $files } Datei verschwunden
       *[other] { $files } Dateien verschwunden
    }
changed-in-trash-edited =
    { $files ->
        [one] { $files } Datei geändert
       *[other] { $files } Dateien geändert
    }
changed-in-trash-linked-folder-gone = der Ordner war verschwunden; die Originale aus dem Papierkorb kommen als Ordner zurück
changed-in-trash-edited-through-link = die Datei wurde nach der Bereinigung über ihren verlinkten Namen bearbeitet; das Original kommt unverändert zurück, und die Änderung bleibt in { $kept } erhalten
changed-in-trash-link-originals-gone = Dateien des Ordners, deren Original nicht mehr im Papierkorb lag: { $files }; ihre Namen behalten die Links, die die Bereinigung angelegt hat

# Why a way to reclaim space would leave a file alone (the cleanup's confirmation).
left-alone-not-exact = eine ähnliche Datei, keine Byte für Byte gleiche Kopie: Ersetzt werden nur Kopien
left-alone-other-file-system = die behaltene Kopie { $kept } liegt auf einem anderen Dateisystem
# $copy and $kept_has are each written by reason-access.
left-alone-access-differs = Eigentümer oder Rechte ({ $copy }) weichen von denen der behaltenen Kopie ({ $kept_has }) ab
left-alone-attributes-differ = erweiterte Attribute oder ACLs ({ $names }) weichen von denen der behaltenen Kopie ab
left-alone-kept-in-reference = die behaltene Kopie liegt im Referenzordner { $reference }, den ein harter Link hier bearbeitbar machen würde
left-alone-cannot-share-blocks = das Dateisystem kann keine Blöcke zwischen Dateien teilen
left-alone-not-permitted = weder Ihre Datei noch für Sie beschreibbar, daher können ihre Blöcke nicht geteilt werden
left-alone-no-hard-links = das Dateisystem kann einer Datei keinen zweiten Namen geben (keine harten Links)

## Shared: the space a cleanup measured as freed (src/i18n/space.rs)

# One line per file system: the first message, then each gap joined by space-then, then
# space-end around the whole. $mount is where the file system is mounted; sizes come
# written as the language writes them.
space-freed = { $freed } auf { $mount } freigegeben (erwartet: { $expected })
space-trash-later = Auf { $mount } wird nichts frei, bis der Papierkorb geleert ist; dann kommen { $size } zurück.
space-freed-nothing = Auf { $mount } wurde nichts freigegeben: Es sind { $used } mehr belegt als vorher (erwartet war, dass { $expected } frei werden)
# $problem is the system's words, or space-other-file-system.
space-not-measured = Der freie Platz auf { $mount } konnte nach der Bereinigung nicht gemessen werden ({ $problem }); erwartet war, dass { $expected } frei werden
space-other-file-system = dort ist jetzt ein anderes Dateisystem eingehängt
space-then = { $before }; { $gap }
space-end = { $line }.
space-gap-trash-not-emptied = weitere { $size } werden frei, sobald der Papierkorb geleert ist
space-gap-journal = { $size } weniger als erwartet gehen auf Doppels eigene Aufzeichnungen zurück: das Journal der Bereinigung
# $records: how many .trashinfo files the cleanup wrote in the trash.
space-gap-own-records =
    { $records ->
        [one] { $size } weniger als erwartet gehen auf Doppels eigene Aufzeichnungen zurück: { $records } .trashinfo-Datei im Papierkorb (sie verschwindet, wenn er geleert wird) und das Journal der Bereinigung
       *[other] { $size } weniger als erwartet gehen auf Doppels eigene Aufzeichnungen zurück: { $records } .trashinfo-Dateien im Papierkorb (sie verschwinden, wenn er geleert wird) und das Journal der Bereinigung
    }
space-gap-held-elsewhere = { $size } weniger als erwartet: Diese Blöcke sind anderswo noch belegt (ein Snapshot, andere Klone der Kopien), oder andere Programme haben dort inzwischen geschrieben
space-gap-other-changes = { $size } mehr als erwartet: Andere Programme haben dort inzwischen Platz freigegeben

## Shared: why a scan skipped a file or folder (src/i18n/skips.rs)

# Each follows the path, as "/a/b.txt: permission denied". A decoder's, an extractor's or
# the system's own words come as they are.
skip-io-permission-denied = Zugriff verweigert
skip-io-vanished = während der Suche verschwunden
skip-io-too-many-links = zu viele Ebenen symbolischer Links
skip-io-input-output = Ein-/Ausgabefehler (der Datenträger oder die Netzwerkfreigabe ist ausgefallen)
skip-io-name-too-long = der Pfad ist länger, als das System erlaubt (4.096 Byte), und kann daher nicht geöffnet werden
skip-io-stale-handle = veraltetes Netzwerk-Dateihandle (die Freigabe hat sich geändert)
skip-broken-link = defekter symbolischer Link: Sein Ziel existiert nicht
skip-link-loop = Schleife symbolischer Links: Er führt zurück zu einem Ordner, der bereits durchsucht wird
skip-link-not-followed = ein symbolischer Link (ihm wird nicht gefolgt)
skip-not-regular-file = keine reguläre Datei
skip-changed-while-read = während der Suche geändert (Größe oder Änderungszeit weichen von denen beim Auflisten ab)
skip-replaced-while-read = während der Suche durch etwas ersetzt, das keine reguläre Datei ist
skip-own-folder = ist Doppels eigener Ordner (Journale seiner Bereinigungen, Cache oder Einstellungen), der nie durchsucht wird
skip-root-in-own-folder = liegt in Doppels eigenem Ordner (Journale seiner Bereinigungen, Cache oder Einstellungen), der nie durchsucht wird
skip-link-into-own-folder = ist ein Link in Doppels eigenen Ordner (Journale seiner Bereinigungen, Cache oder Einstellungen), der nie durchsucht wird
skip-trash-folder = ist ein Papierkorb-Ordner; Dateien im Papierkorb werden nie durchsucht
skip-root-in-trash = liegt in einem Papierkorb-Ordner; Dateien im Papierkorb werden nie durchsucht
skip-link-into-trash = ist ein Link in einen Papierkorb-Ordner; Dateien im Papierkorb werden nie durchsucht
skip-root-gone = der Ordner ist verschwunden (gelöscht oder umbenannt); er wird wieder durchsucht, sobald er zurückkommt
skip-not-there = Datei oder Ordner nicht gefunden
skip-not-file-or-folder = weder eine reguläre Datei noch ein Ordner
skip-changed-while-compared = hat sich während des Vergleichens geändert
# $why is ffprobe's or ffmpeg's own words.
skip-video-unreadable = Video konnte nicht gelesen werden: { $why }
skip-video-timed-out = das Lesen des Videos dauerte länger als { $seconds } s
skip-video-no-frames = das Video hat kein Einzelbild, das ffmpeg lesen konnte
skip-video-not-a-container = keine Videodatei, sondern ffmpegs Format „{ $format }“ (eine Wiedergabeliste oder ein Skript, das andere Dateien nennt, wird nie gelesen)
skip-image-unknown-format = kein Bild in einem Format, das Doppel liest
# $tool is the program and the Debian package that has it: heif-convert (libheif-examples).
skip-image-decoder-missing = der Decoder dafür ist nicht installiert: { $tool }

# Why an image could not be compared. $form is the decoder's words for a form it cannot
# read ("PSD compression 3"); $limit one of the image-too-large-… messages; $why one of
# the damage-… messages, or the decoding library's own words.
image-unsupported = Bild in einer Form, die Doppel nicht lesen kann ({ $form })
image-too-large = Bild zu groß zum Vergleichen ({ $limit })
image-too-large-pixels = { $width } × { $height } Pixel; die Grenze liegt bei { $megapixels } Megapixel
image-too-large-memory = der Decoder bräuchte mehr als 600 MiB Speicher
image-too-large-psd = eine PSD-Datei von mehr als 1 GiB
image-damaged = beschädigtes Bild ({ $why })
image-damaged-raw = beschädigte RAW-Datei ({ $why })
# $problem is the system's words.
image-could-not-start = der Bilddecoder konnte nicht gestartet werden: { $problem }
image-killed = der Bilddecoder ist abgestürzt ({ $tool } wurde durch Signal { $signal } beendet)
image-timed-out-seconds = der Bilddecoder brauchte länger als { $seconds } s
image-timed-out-milliseconds = der Bilddecoder brauchte länger als { $milliseconds } ms
damage-ends-early = die Datei endet vorzeitig
damage-header-ends-early = Kopfdaten enden vorzeitig
damage-no-size = Kopfdaten nennen keine Größe
damage-no-pixels = enthält keine Pixel
damage-size-given-twice = Größe auf zwei verschiedene Arten angegeben
damage-not-heif = keine meta-Box: kein HEIF-Bild
damage-box-past-end = eine Box reicht über das Dateiende hinaus
# $kind is a box's four-letter name (ispe, moov).
damage-box-length = die { $kind }-Box ist { $length } Bytes lang
damage-no-picture = der Decoder hat kein Bild ausgegeben
damage-composite-cut-short = das zusammengesetzte Bild ist abgeschnitten
damage-no-preview = keine Vorschau, die Doppel lesen kann
damage-preview-too-large = die Vorschau ist größer als 256 MiB
damage-preview-ends-early = die Vorschau endet vorzeitig
damage-not-tiff = keine TIFF-Struktur
damage-too-many-entries = ein Bildverzeichnis gibt mehr als 1.000 Einträge an
damage-moov-too-large = die moov-Box ist zu groß
damage-no-image-track = keine Bildspur
damage-no-moov = keine moov-Box

# The kinds the list of skipped files is grouped under, where a reason carries words of
# its own (the others are grouped under the reason itself).
skip-heading-unreadable = konnte nicht gelesen werden
skip-heading-too-short = zu kurz für einen Vergleich als Dokument
skip-heading-document-unreadable = konnte nicht als Dokument gelesen werden
skip-heading-image-unreadable = Bild konnte nicht gelesen werden
skip-heading-not-an-image = kein Bild, das Doppel lesen kann
skip-heading-image-too-large = Bild zu groß zum Vergleichen
skip-heading-image-damaged = beschädigtes Bild
skip-heading-decoder-crashed = der Bilddecoder ist abgestürzt
skip-heading-decoder-timed-out = der Bilddecoder brauchte zu lange
skip-heading-video-unreadable = Video konnte nicht gelesen werden
skip-heading-video-not-a-container = keine Videodatei (eine Wiedergabeliste oder ein Skript)

## Shared: what a scan tells at its end, and an ignore list that could not be used (src/i18n/notices.rs)

# $tool is the program and the Debian package that has it.
notice-heif-tool-missing =
    { $images ->
        [one] { $images } HEIC- oder AVIF-Bild wurde nicht auf Ähnlichkeit verglichen: { $tool } ist nicht installiert
       *[other] { $images } HEIC- oder AVIF-Bilder wurden nicht auf Ähnlichkeit verglichen: { $tool } ist nicht installiert
    }
# $tool is ffmpeg or ffprobe, $why what running it gave.
notice-videos-off = nach ähnlichen Videos wurde nicht gesucht: { $tool } konnte nicht ausgeführt werden ({ $why }); installieren Sie ffmpeg (sudo apt-get install ffmpeg), um sie zu finden
# A file Doppel did not make where its fingerprint cache would be: left untouched. $what is
# one of the found-… messages; $problem the system's words.
cache-not-ours = { $path } ist kein Fingerabdruck-Cache von Doppel ({ $what }), daher lässt Doppel die Datei unverändert
cache-not-ours-companion = { $path } ist keine eigene Datei von SQLite neben dem Fingerabdruck-Cache ({ $what }), daher lässt Doppel die Datei unverändert
cache-unreadable = { $path } konnte nicht gelesen werden ({ $problem }), daher lässt Doppel die Datei unverändert
found-symbolic-link = ein symbolischer Link
found-folder = ein Ordner
found-not-regular-file = keine reguläre Datei
found-empty-file = eine leere Datei
found-not-sqlite = keine SQLite-Datenbank
found-other-programs-database = eine SQLite-Datenbank eines anderen Programms
found-other-users-file = sie gehört einem anderen Benutzer als der Cache
found-not-write-ahead-log = sie beginnt nicht wie das Write-Ahead-Log von SQLite
found-not-shared-memory-index = sie beginnt nicht wie der Shared-Memory-Index von SQLite
found-not-rollback-journal = sie beginnt nicht wie das Rollback-Journal von SQLite
found-leftover = ein Überbleibsel neben einer Datenbank, die nicht mehr da ist

# Why a file is not an ignore list; $error is the JSON reader's own words.
ignore-damage-not-json = sie ist kein JSON: { $error }
ignore-damage-version = sie hat Version { $version }, und dieses Doppel liest Version { $known }
ignore-damage-shape = sie ist keine Ignorierliste: { $error }
ignore-damage-not-regular-file = sie ist keine gewöhnliche Datei
ignore-damage-too-large = sie ist größer als { $limit }, mehr als jede Ignorierliste
# $damage is one of the ignore-damage-… messages; $error the system's words.
ignore-set-aside = die Ignorierliste { $path } war nicht verwendbar ({ $damage }); sie wurde nach { $aside } verschoben, und die Gruppen, die sie ausgeblendet hat, sind wieder zu sehen
ignore-damaged = die Ignorierliste { $path } war nicht verwendbar ({ $damage }) und konnte auch nicht beiseitegelegt werden ({ $error }); die Gruppen, die sie ausgeblendet hat, sind wieder zu sehen, und sie bleibt, wie sie ist
ignore-unreadable = die Ignorierliste { $path } konnte nicht gelesen werden ({ $error }); die Gruppen, die sie ausgeblendet hat, sind wieder zu sehen, und sie bleibt, wie sie ist
ignore-not-used = die Ignorierliste { $path } konnte nicht verwendet werden ({ $damage }); sie bleibt unverändert und blendet nichts aus

## Command line: general messages (each printed after "doppel: ")

path-said = { $path }: { $what }
cli-no-window =
    das Fenster konnte nicht geöffnet werden: { $error }
    Die Desktop-App braucht eine grafische Sitzung; `doppel scan PATH` kommt ohne aus.
cli-no-app = dieser Build enthält keine Desktop-App (er wurde ohne die Funktion `gui` gebaut); verwenden Sie `doppel scan PATH`, `doppel watch`, `doppel clean` oder `doppel restore` (siehe `doppel --help`)
cli-not-a-command = „{ $word }“ ist weder ein Befehl noch ein Ordner; meinten Sie „{ $suggested }“?
cli-no-display = kein Bildschirm, auf dem sich das Fenster öffnen ließe (weder WAYLAND_DISPLAY noch DISPLAY ist gesetzt); starten Sie Doppel vom Desktop aus, oder führen Sie zum Scannen ohne Fenster `doppel scan FOLDER` aus
cli-display-refused = das Fenster konnte auf dem Bildschirm { $display } nicht geöffnet werden: { $problem }; prüfen Sie, ob die Desktop-Sitzung läuft und dieser Benutzer sie verwenden darf, oder führen Sie zum Scannen ohne Fenster `doppel scan FOLDER` aus
cli-no-graphics = das Fenster konnte nicht zu zeichnen beginnen ({ $problem }); die Desktop-App braucht OpenGL (die Debian-Pakete libgl1 und libegl1 und einen Grafiktreiber); führen Sie zum Scannen ohne Fenster `doppel scan FOLDER` aus
cli-write-failed = der Bericht konnte nicht nach { $target } geschrieben werden: { $error }
cli-standard-output = die Standardausgabe
cli-ignore-list-missing = die Ignorierliste { $path } existiert nicht; nichts wird ausgeblendet
cli-show-ignored = { $hidden } (doppel scan --show-ignored zeigt sie an)
cli-cache-not-ours = { $problem }; wählen Sie mit --cache-file eine andere Datei, oder --no-cache
cli-bad-exclude = ungültiges Muster für --exclude: { $problem }
cli-no-threads = die Arbeits-Threads konnten nicht gestartet werden: { $problem }

## Command line: values the options take ($text is what was typed)

arg-error-threads-not-number = „{ $text }“ ist keine ganze Zahl; geben Sie eine Zahl wie 8 an
arg-error-threads-range = { $value } liegt nicht zwischen 1 und { $max }; ohne --threads gilt die Vorgabe
arg-error-similarity-not-number = „{ $text }“ ist keine Zahl; geben Sie einen Wert wie { $default } an
arg-error-similarity-range = { $value } liegt nicht zwischen 0.5 und 1.0
arg-error-share-not-number = „{ $text }“ ist keine Zahl; geben Sie einen Anteil wie 0.8 an
arg-error-share-range = { $value } liegt nicht zwischen 0 und 1; geben Sie einen Anteil wie 0.8 an, oder 0 nur für doppelte Ordner
arg-error-seconds-not-number = „{ $text }“ ist keine ganze Zahl von Sekunden; geben Sie z. B. 60 an
arg-error-seconds-zero = der Abstand muss mindestens 1 Sekunde betragen (bei 0 würde ohne Pause durchsucht)
arg-error-size-not-size = „{ $text }“ ist keine Größe; geben Sie eine Zahl von Bytes wie 4096 oder 4K an
arg-error-size-suffix = unbekannte Größeneinheit „{ $suffix }“; erlaubt sind K, M, G und T
arg-error-size-too-large = „{ $text }“ ist zu groß

## Command line: the scan's progress line

progress-walking =
    Ordner durchlaufen: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }, { $size }
progress-comparing-documents = { $count } Dokumente vergleichen
progress-comparing-folders = { $count } Ordner vergleichen
progress-files = { $phase }: { $done }/{ $total } Dateien
progress-bytes = { $done }/{ $total }, noch { $left }

## Command line: the text report of `doppel scan` and `doppel watch`

report-sets = Nur Gruppen, die { $a } mit { $b } verbinden (Kopien nur innerhalb einer Seite werden nicht aufgeführt).
report-exact-group = Gruppe { $number }: { $files } identische Dateien zu je { $size }, { $reclaimable } freigebbar
report-near-alike = { $percent } % Übereinstimmung
report-near-alike-range = { $low } %–{ $high } % Übereinstimmung
report-near-group = Gruppe { $number }: { $files } ähnliche Dokumente, { $alike }
report-near-group-chain = Gruppe { $number }: { $files } ähnliche Dokumente, { $alike }; nicht alle über der Schwelle: eine Kette von Versionen
report-near-pair = [{ $a }] ~ [{ $b }]  { $percent } % ähnlich, Simhash-Abstand { $distance }
report-image-group = Gruppe { $number }: { $files } ähnliche Bilder, um das mit * markierte herum
report-image-distance = Abstand { $distance }
report-image-taken = aufgenommen { $when }
report-video-group = Gruppe { $number }: { $files } ähnliche Videos
report-folder-duplicate = Ordnergruppe F{ $number }: { $folders } Ordner mit gleichem Inhalt, { $reclaimable } freigebbar
report-folder-similar = Ordnergruppe F{ $number }: 2 ähnliche Ordner, { $percent } % ihrer Dateiinhalte gemeinsam
report-files =
    { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    }
report-folder-inside =
    ({ $groups ->
        [one] { $groups } Dateigruppe
       *[other] { $groups } Dateigruppen
    } in diesen Ordnern, unten nicht noch einmal aufgeführt)
report-hard-link = { $path } (harter Link, dieselbe Datei)
report-companions = mit { $names } (ein Foto: sie kommen mit ihm in den Papierkorb)
report-skipped =
    { $count ->
        [one] { $count } Datei oder Ordner
       *[other] { $count } Dateien oder Ordner
    } übersprungen:
report-too-short =
    { $count ->
        [one] { $count } Dokument war
       *[other] { $count } Dokumente waren
    } zu kurz für einen Vergleich (aufgeführt in --format json).
report-no-exact = Keine exakten Duplikate gefunden.
report-summary-exact =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } exakter Kopien, { $files ->
        [one] { $files } überzählige Datei
       *[other] { $files } überzählige Dateien
    }, { $size } freigebbar.
report-summary-near =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } ähnlicher Dokumente.
report-summary-images =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } ähnlicher Bilder.
report-summary-videos =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } ähnlicher Videos.
report-summary-folders =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } doppelter Ordner, { $pairs ->
        [one] { $pairs } Paar
       *[other] { $pairs } Paare
    } ähnlicher Ordner.
report-summary-scanned =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } ({ $size }) in { $seconds } s durchsucht.
report-summary-scanned-cancelled =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } ({ $size }) in { $seconds } s durchsucht, vor dem Ende abgebrochen.
report-only-here-cancelled = Die Suche wurde vor dem Ende abgebrochen; welche Dateien nur hier liegen, ist daher unbekannt.
report-only-here-none = Jede Datei hat eine Kopie in { $references }.
report-only-here =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } ({ $size }) ohne Kopie in { $references }.

## Command line: doppel cache

cache-no-folder = hier ist kein Cache-Ordner des Benutzers bekannt (ist HOME gesetzt?); verwenden Sie --cache-file
cache-cleared = Der Fingerabdruck-Cache wurde geleert ({ $path }).
cache-clear-failed = der Cache unter { $path } konnte nicht geleert werden: { $error }

## Command line: doppel compare

compare-not-compared = Nicht verglichen: Beide Dateien müssen Dokumente sein.
compare-resemblance = Übereinstimmung: { $percent } % ihrer Worttripel gemeinsam (exakt)
compare-simhash-within = Simhash-Abstand: { $distance } von 64 Bit (innerhalb k = { $k })
compare-simhash-beyond = Simhash-Abstand: { $distance } von 64 Bit (jenseits k = { $k })
compare-near-yes = Beinahe-Duplikate bei { $percent } %: ja
compare-near-no = Beinahe-Duplikate bei { $percent } %: nein
compare-side = { $format }, { $triples } Worttripel ({ $distinct } verschiedene)
compare-side-read = gelesen
compare-same-words = (die beiden Texte haben dieselben Wörter)
compare-write-failed = der Vergleich konnte nicht geschrieben werden: { $error }

## Command line: doppel watch

watch-no-ctrl-c = Strg+C kann nicht abgefangen werden ({ $error }); beenden Sie mit einem Signal
watch-some-unwatched = einige Ordner werden nicht überwacht; --rescan-every SECONDS durchsucht sie in festen Abständen

## Command line: doppel generate

generate-no-page = keine Handbuchseite für `doppel { $command }`; nennen Sie einen dieser Befehle, oder keinen für doppel selbst: { $commands }
generate-write-failed = konnte nicht schreiben: { $error }

## Command line: doppel clean

clean-owner-change-alone = --allow-owner-change gehört zu --as hardlink (nur ein harter Link kann ändern, wer einen Namen lesen darf); nichts wurde verschoben
clean-report-unreadable = der Bericht { $path } konnte nicht gelesen werden: { $reason }
clean-report-missing = keine solche Datei
clean-report-not-file = er ist keine reguläre Datei (geben Sie die JSON-Datei an, die `doppel scan --format json -o FILE` geschrieben hat)
clean-report-too-large = er ist größer als jeder Bericht, den Doppel schreibt (4 GiB)
clean-report-not-utf8 = er ist kein UTF-8-Text
clean-report-invalid = { $problem } (erstellen Sie einen mit `doppel scan --format json -o FILE PATH`)
clean-reference-missing = der Referenzordner { $path } wurde nicht gefunden: { $error }
clean-reference-not-folder = der Referenzordner { $path } ist kein Ordner
clean-planned = { $what }, { $size } geplant
clean-planned-dry-run = { $what }, { $size } geplant (Probelauf: jede Prüfung wird gemacht, nichts wird verschoben)
clean-planned-folders =
    { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    }
clean-planned-files =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }
clean-planned-files-companions =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } (und { $companions ->
        [one] { $companions } Begleitdatei
       *[other] { $companions } Begleitdateien
    } mit ihnen)
clean-planned-files-companions-left =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } ({ $companions ->
        [one] { $companions } Begleitdatei bleibt
       *[other] { $companions } Begleitdateien bleiben
    } an Ort und Stelle: nur die Duplikate werden ersetzt)
clean-failed = { $problem }; nichts wurde verschoben
clean-verb-trash = In den Papierkorb verschoben
clean-verb-trash-dry-run = Käme in den Papierkorb
clean-verb-hardlink = Durch harten Link ersetzt
clean-verb-hardlink-dry-run = Würde durch harten Link ersetzt
clean-verb-clone = Zum Klon gemacht
clean-verb-clone-dry-run = Würde zum Klon gemacht
clean-line = { $verb }: { $path }
clean-line-companion = { $verb }: { $path } (mit { $photo })
clean-line-folder = { $verb }: { $path } (der ganze Ordner, { $size })
clean-line-folder-cloned = { $verb }: { $path } (der ganze Ordner, { $size }: jede Datei teilt ihre Blöcke mit ihrer Kopie in { $kept })
clean-line-folder-cloned-dry-run = { $verb }: { $path } (der ganze Ordner, { $size }: jede Datei würde ihre Blöcke mit ihrer Kopie in { $kept } teilen)
clean-line-folder-linked = { $verb }: { $path } (der ganze Ordner, { $size }, Datei für Datei: jede Datei ist jetzt dieselbe Datei wie ihre Kopie in { $kept })
clean-line-folder-linked-dry-run = { $verb }: { $path } (der ganze Ordner, { $size }, Datei für Datei: jede Datei wäre dieselbe Datei wie ihre Kopie in { $kept })
clean-line-cloned = { $verb }: { $path } (teilt die Blöcke mit { $kept })
clean-line-cloned-dry-run = { $verb }: { $path } (würde die Blöcke mit { $kept } teilen)
clean-line-cloned-nothing = { $verb }: { $path } (teilt die Blöcke mit { $kept }; sie waren alle schon geteilt, das gibt also nichts frei)
clean-line-cloned-nothing-dry-run = { $verb }: { $path } (würde die Blöcke mit { $kept } teilen; sie waren alle schon geteilt, das gibt also nichts frei)
clean-line-linked = { $verb }: { $path } (jetzt dieselbe Datei wie { $kept })
clean-line-linked-dry-run = { $verb }: { $path } (wäre dieselbe Datei wie { $kept })
clean-done-linked-files =
    { $count ->
        [one] Bereinigung { $id }: { $count } Datei durch einen harten Link ersetzt (jeder Name teilt sich jetzt eine Datei mit der behaltenen Kopie: eine Änderung über den einen ändert beide); das Original liegt im Papierkorb, und { $size } werden frei, sobald der Papierkorb geleert ist; `doppel restore { $id }` holt es zurück.
       *[other] Bereinigung { $id }: { $count } Dateien durch harte Links ersetzt (jeder Name teilt sich jetzt eine Datei mit der behaltenen Kopie: eine Änderung über den einen ändert beide); die Originale liegen im Papierkorb, und { $size } werden frei, sobald der Papierkorb geleert ist; `doppel restore { $id }` holt sie zurück.
    }
clean-done-linked-folders =
    { $count ->
        [one] Bereinigung { $id }: { $count } Ordner Datei für Datei durch harte Links ersetzt (jeder Name teilt sich jetzt eine Datei mit ihrer Kopie im behaltenen Ordner: eine Änderung über den einen ändert beide); die Originale liegen im Papierkorb, und { $size } werden frei, sobald der Papierkorb geleert ist; `doppel restore { $id }` holt sie zurück.
       *[other] Bereinigung { $id }: { $count } Ordner Datei für Datei durch harte Links ersetzt (jeder Name teilt sich jetzt eine Datei mit ihrer Kopie im behaltenen Ordner: eine Änderung über den einen ändert beide); die Originale liegen im Papierkorb, und { $size } werden frei, sobald der Papierkorb geleert ist; `doppel restore { $id }` holt sie zurück.
    }
clean-done-cloned-files =
    { $count ->
        [one] Bereinigung { $id }: { $count } Datei zum Klon der behaltenen Kopie gemacht (sie behält Namen, Eigentümer, Rechte, Zeiten und Inhalt; nur ihre Blöcke werden geteilt); nichts kam in den Papierkorb, und { $size } sollten sofort frei werden; `doppel restore --unshare-clones { $id }` gibt ihr wieder eigene Blöcke.
       *[other] Bereinigung { $id }: { $count } Dateien zu Klonen der behaltenen Kopien gemacht (jede behält Namen, Eigentümer, Rechte, Zeiten und Inhalt; nur ihre Blöcke werden geteilt); nichts kam in den Papierkorb, und { $size } sollten sofort frei werden; `doppel restore --unshare-clones { $id }` gibt ihnen wieder eigene Blöcke.
    }
clean-done-cloned-folders =
    { $count ->
        [one] Bereinigung { $id }: { $count } Ordner Datei für Datei zum Klon der behaltenen Kopien gemacht (jede Datei behält Namen, Eigentümer, Rechte, Zeiten und Inhalt; nur ihre Blöcke werden geteilt); nichts kam in den Papierkorb, und { $size } sollten sofort frei werden; `doppel restore --unshare-clones { $id }` gibt seinen Dateien wieder eigene Blöcke.
       *[other] Bereinigung { $id }: { $count } Ordner Datei für Datei zu Klonen der behaltenen Kopien gemacht (jede Datei behält Namen, Eigentümer, Rechte, Zeiten und Inhalt; nur ihre Blöcke werden geteilt); nichts kam in den Papierkorb, und { $size } sollten sofort frei werden; `doppel restore --unshare-clones { $id }` gibt ihren Dateien wieder eigene Blöcke.
    }
clean-done-trash-files =
    { $count ->
        [one] Bereinigung { $id }: { $count } Datei in den Papierkorb verschoben; `doppel restore { $id }` holt sie zurück.
       *[other] Bereinigung { $id }: { $count } Dateien in den Papierkorb verschoben; `doppel restore { $id }` holt sie zurück.
    }
clean-done-trash-folders =
    { $count ->
        [one] Bereinigung { $id }: { $count } Ordner in den Papierkorb verschoben; `doppel restore { $id }` holt ihn zurück.
       *[other] Bereinigung { $id }: { $count } Ordner in den Papierkorb verschoben; `doppel restore { $id }` holt sie zurück.
    }
clean-stopped = vorzeitig angehalten: { $why }
clean-left-alone-no-rule = Unverändert: { $groups } (keine Regel { $option } angegeben).
clean-decided-fallback = Entschieden: { $groups } ({ $rule }; { $why }).
clean-left-alone = Unverändert: { $groups } ({ $rule }; { $why }).
clean-groups-exact =
    { $count ->
        [one] { $count } Gruppe exakter Kopien
       *[other] { $count } Gruppen exakter Kopien
    }
clean-groups-near =
    { $count ->
        [one] { $count } Gruppe ähnlicher Dokumente
       *[other] { $count } Gruppen ähnlicher Dokumente
    }
clean-groups-images =
    { $count ->
        [one] { $count } Gruppe ähnlicher Bilder
       *[other] { $count } Gruppen ähnlicher Bilder
    }
clean-groups-videos =
    { $count ->
        [one] { $count } Gruppe ähnlicher Videos
       *[other] { $count } Gruppen ähnlicher Videos
    }
clean-groups-folders =
    { $count ->
        [one] { $count } Gruppe doppelter Ordner
       *[other] { $count } Gruppen doppelter Ordner
    }
clean-left-alone-similar-folders =
    Unverändert: { $pairs ->
        [one] { $pairs } Paar
       *[other] { $pairs } Paare
    } ähnlicher Ordner (nur doppelte Ordner werden bereinigt).
clean-no-duplicate-folders = Der Bericht enthält keine doppelten Ordner (suchen Sie mit Ordnererkennung, um sie zu finden).
clean-left-alone-all-folders = Unverändert: jede Gruppe doppelter Ordner (keine Regel --keep angegeben).
clean-left-in-place =
    An Ort und Stelle gelassen: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }

## Command line: doppel restore

restore-nothing = Nichts wiederherzustellen: Keine Bereinigung hat noch Dateien im Papierkorb.
restore-no-such-cleanup = Keine Bereinigung { $id } ist verzeichnet (`doppel restore --list` zeigt sie an).
restore-restored = Wiederhergestellt: { $path }
restore-unshared = Wieder mit eigenen Blöcken: { $path }
restore-settled = Nichts zu tun: { $path }: { $reason }
restore-still-in-trash =
    Noch im Papierkorb: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }
restore-still-shared =
    Noch mit der behaltenen Kopie geteilt: { $clones ->
        [one] { $clones } Klon
       *[other] { $clones } Klone
    }
restore-done = Bereinigung { $id }: { $restored } wiederhergestellt, { $left } noch im Papierkorb.
restore-done-unshared =
    Bereinigung { $id }: { $restored } wiederhergestellt, { $unshared ->
        [one] { $unshared } Klon mit eigenen Blöcken versehen
       *[other] { $unshared } Klone mit eigenen Blöcken versehen
    }, { $left } noch im Papierkorb.
restore-none-recorded = Keine Bereinigung ist verzeichnet.
restore-column-id = ID
restore-column-started = Beginn
restore-column-kind = Art
restore-column-files = Dateien
restore-column-in-trash = im Papierkorb
restore-column-state = Zustand
restore-started-unknown = (unbekannt)
restore-state-finished = abgeschlossen
restore-state-interrupted = unterbrochen (jede verschobene Datei ist verzeichnet)
restore-state-damaged = { $state }; Journal beschädigt: { $damage }

## Command line: clap's own words around the help (other languages than English)

cli-usage = Aufruf:
cli-heading-arguments = Argumente
cli-heading-options = Optionen
cli-heading-commands = Befehle
cli-help = Hilfe anzeigen
cli-help-more = Hilfe anzeigen (mehr mit „--help“)
cli-help-summary = Hilfe anzeigen (eine Kurzfassung mit „-h“)
cli-version = Version anzeigen
cli-help-command = Diese Hilfe oder die Hilfe der angegebenen Befehle anzeigen
cli-help-command-argument = Hilfe zu den Befehlen anzeigen
cli-default = [Vorgabe: { $value }]
cli-possible-values = [mögliche Werte: { $values }]
cli-possible-values-heading = Mögliche Werte:
cli-list-separator = { ", " }

# Clap’s errors (English shows clap’s own).
cli-error = Fehler: { $message }
cli-error-more = Mehr dazu mit „{ $help }“.
cli-error-unknown-argument = unerwartetes Argument „{ $argument }“
cli-error-similar-argument = Tipp: Es gibt ein ähnliches Argument: „{ $suggested }“
cli-error-unknown-command = unbekannter Befehl „{ $command }“
cli-error-similar-command = Tipp: Es gibt einen ähnlichen Befehl: „{ $suggested }“
cli-error-invalid-value = ungültiger Wert „{ $value }“ für „{ $argument }“
cli-error-similar-value = Tipp: Es gibt einen ähnlichen Wert: „{ $suggested }“
cli-error-no-value = „{ $argument }“ braucht einen Wert, es wurde aber keiner angegeben
cli-error-invalid-value-why = ungültiger Wert „{ $value }“ für „{ $argument }“: { $why }
cli-error-missing = diese nötigen Argumente fehlen:
cli-error-conflict = das Argument „{ $argument }“ kann nicht zusammen mit „{ $other }“ verwendet werden
cli-error-too-many = unerwarteter Wert „{ $value }“ für „{ $argument }“; weitere Werte werden nicht erwartet

## Command line: the help of each command (cmd-COMMAND) and argument (arg-COMMAND-ARGUMENT)
##
## Wie im Englischen: ein Zeilenumbruch ist ein Leerzeichen, eine Leerzeile ein neuer Absatz.
## Platzhalter wie FILE, PATH, RULE und SECONDS bleiben, wie die Aufrufzeile sie zeigt.

cmd-doppel = Doppelte Dateien und beinahe gleiche Dokumente finden
    .long =
        Doppel findet Dateien, die Byte für Byte Kopien voneinander sind, und Dokumente, die
        beinahe gleich sind (eine bearbeitete Kopie, eine ältere Fassung, das aus einer DOCX
        erzeugte PDF). Die Suche liest Dateien nur; die Desktop-App verschiebt Dateien erst
        beim Bereinigen in den Papierkorb des Systems und kann sie zurückholen.
cmd-scan = Ordner durchsuchen und die Gruppen doppelter und ähnlicher Dateien und Ordner ausgeben
    .after =
        Rückgabewert: 0, wenn die Suche zu Ende ging (mit oder ohne Duplikate), 2 bei einem
        Bedienfehler oder einem Ordner, der nicht existiert oder nicht gelesen werden kann, 1 bei
        jedem anderen Fehler, 3 mit --fail-if-unique, wenn manche Dateien keine Kopie in einem
        Referenzordner haben.
cmd-watch =
    Durchsuchen, dann die Ordner weiter beobachten und die Gruppen nach jeder Änderung neu
    ausgeben
    .after =
        Beenden mit Strg+C. Rückgabewert: 0 nach dem Beenden, 2 bei einem Bedienfehler oder einem
        Ordner, der nicht existiert oder nicht gelesen werden kann, 1 bei jedem anderen Fehler.
cmd-cache = Den Fingerabdruck-Cache verwalten
cmd-cache-clear = Den Fingerabdruck-Cache löschen (die nächste Suche liest jede Datei neu)
cmd-cache-info = Anzeigen, wo der Cache liegt und wie groß er ist
cmd-clean = Die überzähligen Kopien jeder exakten Gruppe eines gespeicherten JSON-Berichts in den Papierkorb verschieben
    .after =
        Exakte Gruppen (Byte für Byte gleiche Kopien) werden mit --keep bereinigt; Gruppen
        ähnlicher Dokumente bleiben unverändert, außer --near RULE ist angegeben, Gruppen
        ähnlicher Bilder, außer --images ist angegeben, und ähnlicher Videos, außer --videos ist
        angegeben. Jede Datei wird unmittelbar vor dem Verschieben erneut geprüft (dieselbe Größe
        und Änderungszeit wie bei der Suche, und bei exakten Kopien dieselben Bytes wie die
        behaltene Kopie, die noch existieren muss); eine Datei, die die Prüfung nicht besteht,
        bleibt an Ort und Stelle. Dateien kommen nur in den Papierkorb; jede wird im Journal
        verzeichnet, bevor sie verschoben wird, sodass `doppel restore --last` sie zurückholt,
        auch nach Strg+C oder einem Absturz. Es läuft immer nur eine Bereinigung oder
        Wiederherstellung zugleich. Mit --folders kommen stattdessen die überzähligen Ordner der
        Gruppen doppelter Ordner des Berichts in den Papierkorb, jeder als Ganzes, und nur, wenn
        jede Datei darin eine Kopie (nach Inhalt) im behaltenen Ordner hat. Nichts in einem
        Referenzordner (denen des Berichts oder einem mit --reference angegebenen) kommt je in
        den Papierkorb.

        Mit --as hardlink wird stattdessen jede Kopie durch einen harten Link auf die behaltene
        Kopie ersetzt: Ihr Name bleibt und öffnet dann die behaltene Datei, und ihr Original
        kommt als zweiter Name davon in den Papierkorb (zuerst verzeichnet, sodass `doppel
        restore` das Original zurückholt). Verlinkte Namen teilen sich eine Datei: Eine Änderung
        über einen von ihnen ändert sie alle. Der Platz wird frei, wenn der Papierkorb geleert
        wird. Verlinkt werden nur exakte Kopien auf dem Dateisystem der behaltenen Kopie, mit
        deren Eigentümer, Gruppe, Rechten und erweiterten Attributen (außer mit
        --allow-owner-change), und nie auf eine Kopie in einem Referenzordner. Mit --folders
        wird jeder überzählige Ordner Datei für Datei ersetzt, jede Datei durch einen Link auf
        ihre Kopie im behaltenen Ordner, ihre Originale in einem Papierkorbeintrag, der den
        Ordner nachbildet; eine Datei, die nicht verlinkt werden kann, lässt den Ordner
        zurückweisen oder hält ihn dort an, und `doppel restore` holt den Ordner als Ganzes
        zurück.

        Mit --as clone wird stattdessen jede Kopie zum Klon der behaltenen Kopie: Das
        Dateisystem teilt die Blöcke der behaltenen Kopie mit ihr (es vergleicht beide selbst
        Byte für Byte, unter Sperre, und lehnt ab, wenn sie sich unterscheiden). Nichts kommt in
        den Papierkorb; jeder Pfad behält seinen Inhalt, und jede Kopie behält Namen,
        Eigentümer, Rechte, Zeiten und erweiterte Attribute. Ihr Platz wird sofort frei,
        abzüglich dessen, was ihre Blöcke schon teilten (mit einem Snapshot oder einem früheren
        Klon). Geklont werden nur exakte Kopien auf dem Dateisystem der behaltenen Kopie, und nur
        dort, wo dieses Dateisystem Blöcke teilen kann (btrfs, mit reflink angelegtes XFS,
        bcachefs): Anderswo wird jede Kopie mit Begründung abgelehnt (ext4, tmpfs, ein nur
        lesbar eingehängtes Dateisystem). Mit --folders wird jeder überzählige Ordner Datei für
        Datei auf die Kopien im behaltenen Ordner geklont. `doppel restore --unshare-clones`
        gibt den Klonen wieder eigene Blöcke.

        Die Zusammenfassung nennt für jedes betroffene Dateisystem den freien Platz vorher und
        nachher neben dem erwarteten, und warum sie sich unterscheiden, wenn sie es tun.

        Rückgabewert: 0, wenn jede geplante Datei verschoben wurde (oder mit --dry-run verschoben
        würde), 1, wenn manche abgelehnt wurden (jede mit ihrem Grund aufgeführt) oder die
        Bereinigung nicht im Journal verzeichnet werden konnte, 2 bei einem Bedienfehler oder
        einem Bericht, der nicht gelesen werden kann.
cmd-restore = Zurückholen, was eine Bereinigung in den Papierkorb verschoben hat (`--last`, eine ID, oder sie mit `--list` auflisten)
    .after =
        Dateien kommen dorthin zurück, wo sie waren, aus genau dem Papierkorbeintrag, zu dem jede
        wurde, nachdem geprüft ist, dass er noch denselben Inhalt hat; nie über eine Datei, die
        jetzt dort steht. Eine unterbrochene Bereinigung (Strg+C, ein Absturz) wird wie jede
        andere wiederhergestellt.

        Eine mit --as clone gemachte Bereinigung hat nichts zurückzuholen (keine Datei hat ihren
        Namen verlassen; jede wird als solche aufgeführt); mit --unshare-clones bekommt jeder
        Klon wieder eigene Blöcke (eine daneben geschriebene, geprüfte und gegen ihn
        ausgetauschte Kopie), sodass der Platz, den er teilte, wieder seiner ist: nur solange er
        noch den Inhalt hat, mit dem er geklont wurde.

        Rückgabewert: 0, wenn alles wiederhergestellt wurde (oder mit --list), 1, wenn manche
        Dateien nicht zurückgeholt werden konnten (jede mit ihrem Grund aufgeführt; nach
        Beheben der Ursache erneut ausführen), 2, wenn nichts wiederherzustellen ist oder es
        keine solche Bereinigung gibt.
cmd-compare =
    Zwei Dateien als Dokumente vergleichen: ihre exakte Übereinstimmung, ihren
    Simhash-Abstand und mit --diff die geänderten Wörter
    .after =
        Die Übereinstimmung ist exakt: der Anteil aller Worttripel aus einem der beiden
        Dokumente, die in beiden vorkommen (Jaccard-Index), nach derselben Extraktion und
        Normalisierung wie bei einer Suche; es ist also der Wert, den eine Suche mit --similarity
        vergleicht. Der Simhash-Abstand ist die Zahl der verschiedenen Bits der beiden
        64-Bit-Simhashes; bis 3 (das k von Manku et al. für beinahe gleiche Webseiten) sind die
        beiden auch nach diesem Maß Beinahe-Duplikate.

        Rückgabewert: 0, wenn beide Dateien verglichen wurden, 1, wenn eine nicht als Dokument
        verglichen werden kann (kein Text, zu kurz, nicht lesbar: der Grund wird ausgegeben), 2
        bei einem Bedienfehler.
cmd-generate =
    Die Handbuchseiten oder die Vervollständigung einer Shell schreiben, erzeugt aus diesen
    Definitionen (für die Paketierung)
cmd-generate-man =
    Die Handbuchseite von doppel ausgeben, oder die des genannten Befehls (`man scan`, `man
    cache clear`)
cmd-generate-completions = Das Vervollständigungsskript für SHELL ausgeben

arg-doppel-folders = Ordner, die in der Desktop-App geöffnet und sofort durchsucht werden (ohne Befehl öffnet sich die App)

arg-scan-paths = Zu durchsuchende Ordner (oder Dateien)
arg-scan-format = Ausgabeformat
    .value-text = Lesbare Gruppen und eine Zusammenfassung
    .value-json = Ein JSON-Dokument (seine Felder: /usr/share/doc/doppel/json.md, im Quelltext docs/src/json.md)
    .value-csv = Eine Zeile je Datei, mit einer Gruppennummer
arg-output = Den Bericht in FILE statt in die Standardausgabe schreiben
arg-quiet = Keinen Fortschrittsbalken zeigen, auch nicht im Terminal
arg-unique =
    Statt der Gruppen die Dateien außerhalb aller --reference-Ordner ausgeben, die keine
    Kopie (nach Inhalt) in einem davon haben: was beim Löschen dieser Ordner verloren ginge
    (mit --against die Dateien ohne Kopie in den Vergleichsordnern)
arg-fail-if-unique =
    Mit --unique: mit Rückgabewert 3 enden, wenn es mindestens eine solche Datei gibt (für
    Skripte)

arg-watch-paths = Zu durchsuchende und zu beobachtende Ordner
arg-watch-format = Ausgabe: ein JSON-Bericht je Zeile (dasselbe Schema wie `scan --format json`) oder Text
    .value-jsonl = Ein JSON-Dokument je Zeile
    .value-text = Der lesbare Textbericht, getrennt durch eine Strichlinie
arg-rescan-every =
    Zusätzlich alle SECONDS Sekunden neu durchsuchen (mindestens 1), für Ordner, aus denen
    keine Änderungsereignisse kommen (Netzlaufwerke) oder die nicht alle beobachtet werden
    konnten

arg-ignore-list =
    Die als „keine Duplikate“ ausgeblendeten Gruppen aus FILE lesen statt aus der
    Ignorierliste im Datenordner des Benutzers (ignored.json)
arg-show-ignored = Auch die als „keine Duplikate“ ausgeblendeten Gruppen und Dateien zeigen (keine Ignorierliste wird gelesen)
arg-reference =
    Ein Ordner mit den Originalen (wiederholbar): wird mit durchsucht, seine Dateien kommen nie
    in den Papierkorb, und Gruppen nur aus seinen Dateien werden nicht gemeldet
arg-against =
    Menge gegen Menge: ein Ordner der anderen Menge B (wiederholbar), wird mit durchsucht. Nur
    Gruppen, die eine Datei der PATHs (A) mit einer Datei von B verbinden, werden gemeldet,
    nie Kopien nur innerhalb von A oder nur innerhalb von B; nichts in B kommt je in den
    Papierkorb (es ist auch ein Referenzordner), und mit --unique werden die Dateien von A
    ohne Kopie in B aufgeführt
arg-exact-only = Nur nach exakten Kopien suchen; weder Texte von Dokumenten noch Bilder oder Videos vergleichen (doppelte Ordner werden weiter gefunden)
arg-images =
    Ähnliche Bilder finden (JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC, AVIF, Kamera-RAW, PSD):
    dasselbe Foto verkleinert, neu komprimiert, leicht beschnitten, gedreht, gespiegelt oder
    bearbeitet. Standardmäßig an; die Option bleibt für Skripte, die sie angeben
arg-no-images = Nicht nach ähnlichen Bildern suchen
arg-image-likeness =
    Wie ähnlich sich zwei Bilder sein müssen, um gruppiert zu werden (außer mit --no-images):
    very-similar (bis 2 von 64 Bit), similar (6), alike (10), loosely-similar (14)
    .value-very-similar = Bis 2 von 64 Bit: dasselbe Bild neu gespeichert oder verkleinert
    .value-similar = Bis 6: auch stark neu komprimiert, aufgehellt oder beschriftet
    .value-alike = Bis 10: auch um einige Prozent beschnitten
    .value-loosely-similar = Bis 14: rechnen Sie mit einigen fremden Fotos ähnlicher Motive
arg-videos =
    Ähnliche Videos finden (MP4, MKV, WebM, MOV, AVI …): derselbe Clip neu kodiert,
    verkleinert, leicht beschnitten oder gekürzt, und ein Clip in einem längeren Video (mit
    Angabe, wo und wie lange). Standardmäßig an; braucht ffmpeg und ffprobe im PATH, ohne sie
    sagt die Suche das (wenn sie auf Videos trifft) und findet alles andere
arg-no-videos = Nicht nach ähnlichen Videos suchen (sonst wird jedes Video dekodiert)
arg-min-size =
    Dateien kleiner als diese Größe übergehen; akzeptiert die Einheiten K, M, G (Potenzen von
    1024). Leere Dateien sind nie Duplikate, daher zählen Werte unter 1 als 1
arg-exclude =
    Dateien und Ordner überspringen, deren Name oder voller Pfad auf GLOB passt
    (wiederholbar), z. B. '*.log', 'node_modules', '/home/me/archive/**'
arg-hidden = Auch versteckte Dateien und Ordner durchsuchen (Namen, die mit einem Punkt beginnen)
arg-include-trash =
    Auch die Dateien in Papierkorb-Ordnern durchsuchen (der Papierkorb im Home-Verzeichnis, .Trash-1000, .Trashes,
    $RECYCLE.BIN …), die sonst ausgelassen und als übersprungen
    aufgeführt werden: Sie erscheinen in Gruppen, aber keine Regel behält eine davon, und eine
    Kopie im Papierkorb zählt nie als behalten
arg-follow-links = Symbolischen Links folgen (Schleifen werden erkannt und als übersprungen gemeldet)
arg-one-file-system = Auf dem Dateisystem jedes PATH bleiben; nicht in andere Einhängepunkte absteigen
arg-threads =
    Arbeits-Threads für Durchlaufen und Prüfen, 1 bis 256 (Vorgabe: 4 je Kern, mindestens 8,
    weil eine Suche meist auf die Platte wartet)
arg-folders =
    Doppelte Ordner finden (dieselben Dateiinhalte, rekursiv, egal unter welchen Namen) und
    ähnliche Ordner; im Textbericht werden die Gruppen darin unter ihnen gezählt.
    Standardmäßig an
arg-no-folders = Nicht nach doppelten oder ähnlichen Ordnern suchen: jede Gruppe wird einzeln aufgeführt
arg-same-names = Doppelte Ordner müssen ihre Dateien auch unter denselben Namen enthalten
arg-similar-folders =
    Der kleinste Anteil gemeinsamer Dateiinhalte (Jaccard-Index, 0 bis 1), ab dem zwei Ordner
    als ähnlich gemeldet werden; 0 meldet nur doppelte Ordner
arg-no-cache = Den Fingerabdruck-Cache nicht verwenden (jede Datei wird neu gelesen)
arg-cache-file = Wo der Fingerabdruck-Cache liegt (Vorgabe: der Cache-Ordner des Benutzers)

arg-similarity =
    Wie ähnlich sich zwei Dokumente sein müssen, um als Beinahe-Duplikate gemeldet zu werden:
    die Übereinstimmung ihrer Worttripel, von 0.5 bis 1.0
arg-drop-numbers = Zahlen beim Vergleich von Dokumenten nicht beachten
arg-stop-words =
    Die Stoppwörter der erkannten Sprache jedes Dokuments nicht beachten („the“, „of“, „und“
    …)
arg-stem = Wortstämme in der erkannten Sprache jedes Dokuments vergleichen („running“ = „runs“)

arg-cache-cache-file = Die Cache-Datei (Vorgabe: der Cache-Ordner des Benutzers)

arg-report = Ein mit `doppel scan --format json` gespeicherter Bericht
arg-keep =
    Welche Kopie jeder Gruppe exakter Kopien behalten wird (jeder Gruppe doppelter Ordner mit
    --folders); die anderen kommen in den Papierkorb. Eine Regel sind Kriterien der Reihe
    nach, durch Kommas getrennt, jedes entscheidet die Gleichstände des vorigen: under:ORT,
    not-under:ORT (ein Ordner oder ein Glob, ~ für das Home-Verzeichnis), newest, oldest,
    largest, shortest-path, highest-resolution, first-taken, format:EXT, first. Beispiel:
    'under:~/Photos,oldest'. Ein Ort, an dem keine Kopie liegt, gibt die Wahl an das nächste
    Kriterium weiter, und nach dem letzten noch gleiche Kopien behalten die erste nach Pfad;
    mit 'strict' bleiben solche Gruppen stattdessen unverändert (ein Format, das keine Kopie
    hat, immer). Nötig, außer --near, --images oder --videos ist angegeben
arg-near =
    Auch die Gruppen ähnlicher Dokumente nach dieser Regel bereinigen (wie --keep; `newest`
    behält die zuletzt geänderte Fassung jeder Gruppe; nur auf Wunsch; zuerst --dry-run
    versuchen)
arg-clean-images =
    Auch die Gruppen ähnlicher Bilder nach dieser Regel bereinigen (wie --keep; für Bilder
    auch highest-resolution, first-taken nach EXIF-Datum, format:jpeg; nur auf Wunsch; zuerst
    die Gruppen in der App ansehen oder --dry-run versuchen)
arg-clean-videos =
    Auch die Gruppen ähnlicher Videos nach dieser Regel bereinigen (wie --keep; nur auf
    Wunsch). Ein Video kommt nur weg, solange die behaltene Kopie noch da ist, unverändert seit
    der Suche
arg-dry-run = Jede Prüfung machen und ausgeben, was in den Papierkorb käme, ohne etwas anzurühren
arg-clean-reference =
    Ein Referenzordner (die Originale): nichts darin kommt je in den Papierkorb, und eine
    Gruppe mit einer Kopie darin behält diese Kopie (wiederholbar; zu den Referenzordnern des
    Berichts hinzugefügt)
arg-clean-folders =
    Die überzähligen Ordner der Gruppen doppelter Ordner des Berichts bereinigen statt der
    überzähligen Dateien seiner exakten Gruppen: Jeder kommt als Ganzes in den Papierkorb (mit
    --as hardlink oder --as clone wird er Datei für Datei ersetzt)
arg-reclaim =
    Was aus jeder Kopie wird: in den Papierkorb verschoben; durch einen harten Link auf die
    behaltene Kopie ersetzt (die Namen teilen sich dann eine Datei: eine Änderung über einen
    ändert alle; das Original wartet im Papierkorb, und sein Platz wird frei, wenn der
    Papierkorb geleert wird); oder zum Klon der behaltenen Kopie gemacht (ihre Blöcke geteilt:
    nichts kommt in den Papierkorb, jeder Pfad behält seinen Inhalt; mit Begründung abgelehnt,
    wo das Dateisystem keine Blöcke teilen kann)
    .value-trash = In den Papierkorb verschieben
    .value-hardlink = Durch einen harten Link auf die behaltene Kopie ersetzen (ihr Original kommt in den Papierkorb)
    .value-clone =
        Zum Klon der behaltenen Kopie machen: ihre Blöcke geteilt, Name, Eigentümer, Rechte und
        Inhalt behalten; nichts kommt in den Papierkorb (btrfs, XFS mit reflink, bcachefs)
arg-allow-owner-change =
    Mit --as hardlink: auch Kopien verlinken, deren Eigentümer, Gruppe, Rechte, erweiterte
    Attribute oder ACLs sich von denen der behaltenen Kopie unterscheiden (jeder Name hat dann
    die der behaltenen Kopie, was ändern kann, wer ihn lesen oder schreiben darf)

arg-last = Die jüngste Bereinigung wiederherstellen, die noch Dateien im Papierkorb hat
arg-list =
    Die verzeichneten Bereinigungen auflisten, die neueste zuerst, mit der Zahl der Dateien,
    die jede noch im Papierkorb hat
arg-id = Die Bereinigung mit dieser ID wiederherstellen (wie `--list` sie zeigt)
arg-unshare-clones =
    Den Klonen einer `--as clone`-Bereinigung wieder eigene Blöcke geben (ihr Platz wird dann
    wieder belegt; ohne dies bleibt ein Klon, wie er ist: er hat seinen Namen nie verlassen)

arg-a = Die erste Datei
arg-b = Die zweite Datei
arg-diff =
    Auch den Wortvergleich ausgeben: Wörter nur in A, dann Wörter nur in B, in Lesereihenfolge
    (farbig im Terminal, [-gelöscht-]{ "{" }+eingefügt+{ "}" } in einer Pipe)
arg-compare-format = Ausgabeformat
    .value-text = Lesbare Zeilen
    .value-json = Ein JSON-Dokument

arg-command = Der Befehl, dessen Seite ausgegeben wird (Vorgabe: doppel selbst)
arg-out-dir = Jede Seite (doppel.1, doppel-scan.1 …) stattdessen in DIR schreiben und sie dort ersetzen
arg-shell = Die Shell, für die vervollständigt wird

## App: Settings, the language

settings-language = Sprache
settings-language-desktop = Wie der Desktop ({ $language })

## App: the tabs and the list of groups (src/app/panels/results_list.rs)

tab-exact = Exakte Duplikate
tab-near = Ähnliche Dokumente
tab-images = Ähnliche Bilder
tab-videos = Ähnliche Videos
tab-folders = Ordner
tab-only-here = Nur hier
results-tab = { $tab } ({ $count })
results-tab-with-size = { $tab } ({ $count }, { $size })
results-in-folder-group = { $folder } · in der Ordnergruppe „{ $group }“
results-search-hint = Pfade durchsuchen (Strg+F)
results-search-name = Pfade durchsuchen
results-sort-hover = Gruppen sortieren nach
results-sets-line = Nur Gruppen, die { $a } mit { $b } verbinden
results-sets-hover =
    Kopien, die nur auf einer Seite liegen, werden nicht aufgeführt.

    Durchsucht:
    { $scanned }

    Verglichen mit (wird nie in den Papierkorb verschoben):
    { $against }
results-skipped = { $count } übersprungen: Gründe ansehen
results-no-match = Keine Gruppe hat einen Pfad, der zur Suche passt.
results-clear-search = Suche leeren
results-none-exact = Keine exakten Duplikate gefunden
results-none-near = Keine ähnlichen Dokumente gefunden
results-none-images = Keine ähnlichen Bilder gefunden
results-none-videos = Keine ähnlichen Videos gefunden
results-none-folders = Keine doppelten oder ähnlichen Ordner gefunden
results-only-here-unknown = Die Suche wurde angehalten, daher ist unbekannt, was nur hier liegt
results-only-here-none-against = Jede Datei hat eine Kopie in den Vergleichsordnern
results-only-here-none = Jede Datei hat eine Kopie in den Referenzordnern
results-scanned-in = in { $count } Dateien ({ $size }).
results-percent = { $percent } %
results-row-exact = { $count } identische Dateien zu je { $each }, { $figure } freizugeben
results-row-near = { $count } ähnliche Dokumente, { $figure } gleich
results-row-images = { $count } ähnliche Bilder, { $figure }
results-row-videos = { $count } ähnliche Videos, insgesamt { $figure }
results-row-name = { $name }, { $what }
results-row-name-trash = { $name }, { $what }, { $trash } in den Papierkorb
results-image-distance-hover = Der Hash des am wenigsten ähnlichen Bildes weicht um { $bits } von 64 Bits von dem des Bildes ab, um das die Gruppe gebildet ist
results-files =
    { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    }
results-to-trash = { $count } in den Papierkorb

## Shared: how alike two images are (src/i18n/words.rs)

likeness-same = dasselbe Bild
likeness-very-similar = sehr ähnlich
likeness-similar = ähnlich
likeness-alike = vergleichbar
likeness-loosely-similar = entfernt ähnlich
likeness-different = verschieden

## App: the review of a group (src/app/panels/review.rs)

review-select-group = Wählen Sie eine Gruppe aus, um sie zu prüfen.
review-only-here = Keine Kopie dieser Datei (nach Inhalt) liegt in { $references }. Sie ist eine von { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    } ({ $size }), die verloren gingen, wenn die anderen Ordner gelöscht würden.
review-preview = Vorschau
review-preview-of = Vorschau von { $name }
review-exact-heading = { $count } identische Dateien zu je { $size }
review-exact-frees = Eine Kopie zu behalten gibt { $size } frei. Harte Links auf eine Datei stehen darunter und geben nichts frei.
review-hard-link = harter Link, dieselbe Datei: { $path }
review-companions-hover = Ihre Begleitdateien (RAW, Live-Photo-Video, Sidecars): ein Foto mit ihr, sie wandern mit ihr in den Papierkorb
review-with-companions = mit { $names }
review-not-a-duplicate = Kein Duplikat
review-not-a-duplicate-hover = Diese Datei aus der Gruppe nehmen, jetzt und bei späteren Suchen, solange sie sich nicht ändert („Ausgeblendet …“ holt sie zurück)
review-reference = Referenz
review-reference-hover = Im Referenzordner { $folder }: wird nie zum Löschen markiert oder in den Papierkorb verschoben
review-keep = Behalten
review-keep-hover = Diese behalten (Eingabetaste für eine Datei)
review-trash = Papierkorb
review-trash-hover = Diese beim Aufräumen in den Papierkorb verschieben (Entf für eine Datei)
review-left-alone = Bleibt beim Aufräumen: { $reason }
review-goes-copy-kept = Geht beim Aufräumen; ihre Kopie unter { $path } bleibt
review-versions = Versionen, älteste zuerst
review-version-oldest = älteste
review-version-counting = Änderungen werden gezählt…
review-version-words = −{ $removed } / +{ $added } Wörter
review-version-words-hover = Wörter entfernt / hinzugefügt seit der Version davor
review-version-not-comparable = nicht vergleichbar
review-version-compare = Vergleichen
review-version-compare-hover = Mit der Version davor vergleichen
review-pair-choose = Ein geprüftes Paar vergleichen…
review-pair-choose-hover = Zwei Dokumente wählen, die der Scan verglichen hat
review-comparing = Die Texte werden verglichen…
review-open = Öffnen
review-show-in-folder = Im Ordner zeigen
review-mark-group = Diese Gruppe markieren …
review-mark-tab = Alle Gruppen dieses Tabs markieren …
review-undo-mark = Markierung rückgängig
review-not-duplicates = Keine Duplikate
review-not-duplicates-hover = Diese Gruppe ausblenden, jetzt und bei späteren Suchen, solange ihre Dateien gleich bleiben, wohin sie auch verschoben oder wie sie umbenannt werden („Ausgeblendet …“ holt sie zurück)
review-keep-format = Ein Format behalten …
review-keep-inside-folder = Die Kopie in einem Ordner behalten …
review-write-rule = Eine Regel schreiben …
review-write-rule-hover = Einstellungen › Behalten-Regeln
review-clear-marks = Alle Markierungen entfernen
review-pixels = { $width } × { $height } Pixel
review-no-preview = Keine Vorschau: { $description }.
review-cannot-preview = Vorschau nicht möglich: { $reason }
review-details = { $folder } · { $size } · geändert { $modified }

## App: the review of similar images (src/app/panels/image_review.rs, compared_images.rs)

images-heading = { $count } ähnliche Bilder
images-heading-photos = { $photos } ähnliche Fotos ({ $count } Dateien: ein RAW und sein JPEG sind ein Foto)
images-around = Um { $name } ({ $width } × { $height } Pixel): Jedes Bild hier sieht ihm ähnlich, so gedreht oder gespiegelt, wie sie am besten passen (ihre Fingerabdrücke unterscheiden sich in höchstens { $bits } von 64 Punkten).
images-one-photo-with = Ein Foto mit { $name }: { $what } · { $relation }
images-comparing = Die beiden Bilder werden vergleichbar gemacht …
images-cannot-compare = Vergleich nicht möglich: { $reason }
images-the-reference = das Bild, um das die Gruppe gebildet ist
images-distance = { $likeness } ({ $bits } von 64 Bits entfernt)
images-taken = aufgenommen { $date }
images-reference = Referenz: { $name }
images-compared = Verglichen: { $name }
images-now-showing = Angezeigt: { $shown }
images-difference = Hellrot: wo { $selected } sichtbar von { $reference } abweicht ({ $percent } % des Bildes). Blassrot: leicht (anderes Licht, neue Kompression).
images-cannot-show = Anzeige nicht möglich: { $reason }
images-not-shown = Kein Bild, das die Vorschau zeigen kann.
images-view-side-by-side = Nebeneinander
images-view-flicker = Flackern
images-view-difference = Unterschied

## App: how the list is sorted (src/app/results.rs)

sort-size = Freizugebende Größe
sort-files = Anzahl der Dateien
sort-similarity = Ähnlichkeit
sort-path = Pfad

## App: the word diff (src/app/panels/diff_view.rs)

diff-previous = Vorherige Änderung
diff-next = Nächste Änderung
diff-change-of = Änderung { $number } von { $count }
diff-changes =
    { $count ->
        [0] Keine Änderungen
        [one] { $count } Änderung
       *[other] { $count } Änderungen
    }
diff-changes-only = Nur Änderungen
review-near-heading = { $count } ähnliche Dokumente
review-near-same = { $percent } % ihres Wortlauts sind gleich
review-near-range = { $low } %–{ $high } % ihres Wortlauts sind gleich
review-near-chain = Nicht jedes Paar ist ähnlich genug: eine Kette von Versionen, jede wie die nächste, deren Enden sich stärker unterscheiden.
review-pair-similar = { $percent } % ihres Wortlauts sind gleich
review-pair-similar-hover = Der Anteil der Drei-Wort-Folgen, die in beiden Versionen vorkommen, genau gezählt: das, was die Ähnlichkeitseinstellung vergleicht.
review-pair-not-compared = Kein Paar, das der Scan direkt verglichen hat: benachbarte Versionen
diff-show-spacing = Abstandsänderungen zeigen ({ $count })
diff-show-spacing-hover = Abschnitte mit denselben Wörtern in derselben Reihenfolge, in denen sich nur Leerzeilen, Leerzeichen oder Zeilenumbrüche unterscheiden (ein PDF neben dem Text, aus dem es erstellt wurde). Sie zählen nicht als Änderungen.
diff-changes-only-hover = Unveränderte Abschnitte einklappen; ein Klick auf einen eingeklappten Abschnitt öffnet ihn
diff-words = −{ $removed } / +{ $added } Wörter
diff-words-hover = Wörter links, die rechts fehlen / Wörter rechts, die links fehlen
diff-truncated = (langer Text: der Anfang wird verglichen)
diff-rough = (sehr verschiedene Texte: Änderungen grob markiert)
diff-fold =
    { $count ->
        [one] … { $count } unveränderte Zeile …
       *[other] … { $count } unveränderte Zeilen …
    }
diff-fold-hover = Diese Zeilen zeigen
diff-overview = Übersicht der Änderungen

## App: the review of similar videos (src/app/panels/video_review.rs)

videos-heading = { $count } ähnliche Videos
videos-explained = Einige Male pro Sekunde entnommene Einzelbilder stimmen über den größten Teil des kürzeren Videos überein: derselbe Clip, neu kodiert, verkleinert oder gekürzt, oder ein Clip in einem längeren.
videos-frames = Einzelbilder an denselben Stellen des gemeinsamen Teils
videos-reading-frames = Einzelbilder werden mit ffmpeg gelesen …
videos-cannot-show-frames = Einzelbilder können nicht gezeigt werden: { $reason }
videos-cannot-read-frame = Dieses Einzelbild kann nicht gelesen werden: { $reason }

## App: the review of duplicate and similar folders (src/app/panels/folder_review.rs)

folders-duplicate-heading = { $count } Ordner mit demselben Inhalt
folders-similar-heading = 2 ähnliche Ordner: { $percent } % ihrer Dateiinhalte gemeinsam
folders-duplicate-frees = Einen Ordner zu behalten gibt { $size } frei. Die { $groups ->
        [one] { $groups } Dateigruppe
       *[other] { $groups } Dateigruppen
    } darin gehören zu dieser Gruppe.
folders-similar-explained = Die meisten ihrer Dateien sind Kopien voneinander ({ $groups ->
        [one] { $groups } Dateigruppe
       *[other] { $groups } Dateigruppen
    } darin); verschieben Sie einen erst in den Papierkorb, wenn Sie geprüft haben, was nur in ihm liegt.
folders-comparing = Die Ordner werden in ihrem jetzigen Zustand verglichen …
folders-facts = { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    } · { $size }
folders-facts-compared = { $facts } · verglichen mit dem unten ausgewählten
folders-show = Im Dateimanager zeigen
folders-left = Links:
folders-right = Rechts:
folders-only-left = Nur im linken Ordner
folders-only-right = Nur im rechten Ordner
folders-changed = Geändert (gleicher Ort, anderer Inhalt)
folders-moved = Verschoben oder umbenannt
folders-same = Gleich
folders-section = { $title }: { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    }, { $size }
folders-unreadable = Nicht lesbar: { $count ->
        [one] { $count } Datei oder Ordner
       *[other] { $count } Dateien oder Ordner
    }
folders-compare-text = Text vergleichen
folders-back = Zurück zum Ordnervergleich

## App: notices in the status bar (src/app/model/events.rs)

notice-saved = Die Ergebnisse wurden in { $path } gespeichert („Bericht öffnen …“ zeigt sie wieder; die Markierungen gehören nicht zum Bericht).
notice-not-saved = Die Ergebnisse konnten nicht in { $path } gespeichert werden: { $reason }. Wählen Sie einen anderen Ort.
notice-not-hidden = Nichts wurde ausgeblendet: { $problem }.
notice-hidden = Als „keine Duplikate“ ausgeblendet, jetzt und bei späteren Suchen, solange die Dateien gleich bleiben („Ausgeblendet …“ in der Werkzeugleiste holt sie zurück).
notice-ignore-list = Die Ausblendliste: { $problem }.
notice-brought-back-scanning = Zurückgeholt: Es wird erneut gesucht, um es zu zeigen.
notice-brought-back-later = Zurückgeholt: Die nächste Suche zeigt es.
notice-scan-failed = Die Suche konnte nicht laufen: { $error }
notice-refresh-stopped = Die erneute vollständige Suche wurde angehalten: Die Gruppen sind so, wie sie vorher waren.
notice-resumed-finished = Die Suche, die beim letzten Schließen von Doppel unterbrochen wurde, ist abgeschlossen.
notice-scan-cancelled = Suche abgebrochen: Die bis dahin gefundenen Gruppen werden gezeigt.
notice-restored =
    { $count ->
        [one] { $count } Datei wurde in ihren Ordner zurückgelegt.
       *[other] { $count } Dateien wurden in ihre Ordner zurückgelegt.
    }
notice-restored-scan-again =
    { $count ->
        [one] { $count } Datei wurde in ihren Ordner zurückgelegt. Suchen Sie erneut, um ihre Gruppe zu sehen.
       *[other] { $count } Dateien wurden in ihre Ordner zurückgelegt. Suchen Sie erneut, um ihre Gruppen zu sehen.
    }
notice-unshared =
    { $count ->
        [one] { $count } Klon hat wieder eigene Blöcke.
       *[other] { $count } Klone haben wieder eigene Blöcke.
    }
notice-update-failed = Die Gruppen konnten nicht aus den Änderungen in den Ordnern aktualisiert werden ({ $reason }); alles wird erneut durchsucht.
notice-open-failed = { $path } konnte nicht geöffnet werden: { $reason }. { $then }
notice-open-failed-unchanged = Die angezeigten Ergebnisse bleiben unverändert.
notice-open-failed-hint = Öffnen Sie eine Datei, die „Ergebnisse speichern …“ oder `doppel scan --format json -o FILE` geschrieben hat.
notice-what-report = den Bericht { $path }
notice-what-results = die Ergebnisse vom { $date }
notice-none-here = Keine der Dateien aus { $what } ist jetzt auf diesem Computer (auf einem anderen erstellt oder auf einem nicht eingehängten Laufwerk): Die Gruppen werden wie aufgeführt gezeigt, können von hier aber weder geöffnet noch aufgeräumt werden.
notice-checked-gone =
    { $count ->
        [one] { $what } mit der Festplatte abgeglichen: { $count } Datei ist seitdem verschwunden oder geändert und wurde aus den Gruppen genommen. Suchen Sie erneut, um neue Kopien zu finden.
       *[other] { $what } mit der Festplatte abgeglichen: { $count } Dateien sind seitdem verschwunden oder geändert und wurden aus den Gruppen genommen. Suchen Sie erneut, um neue Kopien zu finden.
    }
notice-checked-unchanged = { $what } mit der Festplatte abgeglichen: Seitdem hat sich nichts geändert.
notice-interrupted = Eine Suche wurde { $count }-mal hintereinander unterbrochen, daher hat Doppel sie nicht von selbst neu gestartet. Klicken Sie auf „Suchen“, um es noch einmal zu versuchen.

## App: notices of the model (src/app/model/mod.rs)

notice-opening = { $path } wird geöffnet …
notice-saving = Die Ergebnisse werden in { $path } gespeichert …
notice-wait-cache = Warten Sie, bis die Suche beendet ist, bevor Sie den Cache leeren.
notice-nothing-to-undo = Nichts rückgängig zu machen.
notice-add-folder-first = Fügen Sie zuerst einen Ordner zum Durchsuchen hinzu.
notice-rule-left-alone = { $rule }: Diese Gruppe bleibt unverändert ({ $why }).
notice-rule-applied = { $rule }: { $marked ->
        [one] { $marked } Gruppe
       *[other] { $marked } Gruppen
    } markiert und { $left } unverändert gelassen („Markierung rückgängig“ nimmt es zurück).
notice-rule-needs-name = Geben Sie der Regel einen Namen, unter dem sie gespeichert wird.
notice-rule-saved = Die Regel „{ $name }“ wurde gespeichert: { $rule }.
notice-rule-not-saved = Die Regel wurde nicht gespeichert: { $error }.
notice-no-data-folder = Nichts wurde ausgeblendet: Es gibt keinen Datenordner für die Liste ({ $why }).
notice-wait-scan-to-move = Warten Sie, bis die Suche beendet ist, oder brechen Sie sie ab, bevor Sie aufräumen oder wiederherstellen.
notice-wait-scan-to-open = Warten Sie, bis die Suche beendet ist, oder brechen Sie sie ab, bevor Sie einen Bericht öffnen.
notice-wait-moves = Warten Sie, bis das Aufräumen oder Wiederherstellen beendet ist: Es werden Dateien verschoben.
notice-nothing-to-save = Es gibt noch keine Ergebnisse zum Speichern: Suchen Sie zuerst oder öffnen Sie einen Bericht.

## App: pickers, opening files, the cache, watching, the session (src/app/workers.rs, session.rs)

picker-keep-folder = Die Kopien in diesem Ordner behalten
picker-add-folders = Ordner zum Durchsuchen hinzufügen
picker-report-filter = Doppel-Bericht (JSON)
picker-save-title = Die Ergebnisse als Bericht speichern
picker-open-title = Einen Doppel-Bericht öffnen
open-desktop-failed = der Desktop konnte sie nicht öffnen ({ $status })
open-xdg-open-failed = xdg-open konnte nicht ausgeführt werden: { $error }
open-failed = { $path } konnte nicht geöffnet werden: { $problem }
app-cache-no-folder = Hier ist kein Cache-Ordner des Benutzers bekannt.
app-cache-cleared = Der Fingerabdruck-Cache wurde geleert: Die nächste Suche liest jede Datei.
app-cache-not-cleared = Der Cache konnte nicht geleert werden: { $error }
watch-problem = Ordner beobachten: { $problem }
session-marks-unreadable = Die Markierungen der letzten Sitzung konnten nicht gelesen werden ({ $path }: { $reason }): Die Ergebnisse werden ohne sie gezeigt.
session-scan-unreadable = Die Suche, die beim letzten Schließen von Doppel lief, konnte nicht gelesen werden ({ $path }: { $reason }): Suchen Sie erneut, um sie abzuschließen.
session-results-unreadable = Die Ergebnisse der letzten Sitzung konnten nicht gelesen werden ({ $path }: { $reason }): Doppel wurde ohne sie gestartet; suchen Sie erneut oder öffnen Sie einen Bericht.

## App: empty

empty-opening = Die Ergebnisse der letzten Sitzung werden geöffnet…
# A screen reader's name for the spinner.
empty-scanning-name = Suche läuft
empty-scanning = Suche läuft…
empty-resumed = Diese Suche lief, als Doppel zuletzt geschlossen wurde; sie wurde neu gestartet.
empty-groups-appear = Die Gruppen erscheinen hier, sobald die Suche fertig ist.
empty-could-not-start = Die Suche konnte nicht starten
empty-check-folder = Prüfen Sie, ob der Ordner existiert und Sie ihn lesen dürfen, und suchen Sie dann erneut.
empty-scan-again = Erneut suchen
empty-welcome = Doppelte Dateien und ähnliche Dokumente finden
empty-add-folders = Fügen Sie die zu durchsuchenden Ordner hinzu oder ziehen Sie sie auf dieses Fenster.
empty-choose-folders = Ordner zum Durchsuchen wählen…
empty-ready = Bereit zur Suche
empty-folders-chosen =
    { $count ->
        [one] { $count } Ordner
       *[other] { $count } Ordner
    } gewählt. Doppel liest Ihre Dateien nur, bis Sie sich zum Aufräumen entscheiden.
empty-scan = Suchen

## App: folders

folders-heading = Ordner
folders-unfold = Ordner zeigen
folders-fold = Ordner einklappen
folders-none = Noch keine Ordner. Nutzen Sie „Ordner hinzufügen…“ oder ziehen Sie Ordner auf dieses Fenster.
folders-against = Abgleich
folders-reference = Referenz
folders-remove = Entfernen
folders-remove-hover = Diesen Ordner aus der Liste entfernen (nichts wird gelöscht)
folders-reference-help = Ein Referenzordner enthält Ihre Originale: Seine Dateien werden nie für den Papierkorb markiert oder in den Papierkorb verschoben, Gruppen nur in ihm werden nicht gezeigt, und der Tab „Nur hier“ listet die Dateien der anderen Ordner auf, die in ihm keine Kopie haben. Gilt ab der nächsten Suche.
folders-against-help = Die anderen Ordner mit diesem abgleichen: Nur Gruppen, die eine Datei hier mit einer Datei in einem anderen Ordner verbinden, werden gezeigt, nie Kopien nur in den anderen oder nur in diesem. Seine Dateien werden nie für den Papierkorb markiert oder in den Papierkorb verschoben, und der Tab „Nur hier“ listet die Dateien der anderen Ordner auf, die hier keine Kopie haben. Gilt ab der nächsten Suche.

## App: toolbar

toolbar-add-folder = Ordner hinzufügen…
toolbar-add-folder-hover = Ordner zum Durchsuchen wählen
toolbar-cancel-scan = Suche abbrechen
toolbar-scan = Suchen
toolbar-add-folder-first = Fügen Sie zuerst einen Ordner hinzu
toolbar-open-report = Bericht öffnen…
toolbar-open-report-wait = Warten Sie, bis die Suche fertig ist, oder brechen Sie sie ab
toolbar-open-report-hover = Einen Bericht anzeigen, der mit „Ergebnisse speichern…“ oder `doppel scan --format json` gespeichert wurde (hier erstellt oder auf einem Server oder NAS)
toolbar-save-results = Ergebnisse speichern…
toolbar-save-results-hover = Die angezeigten Gruppen als JSON-Bericht schreiben, wie `doppel scan --format json` (für „Bericht öffnen…“, `doppel clean` oder eigene Skripte)
toolbar-save-results-first = Suchen Sie zuerst oder öffnen Sie einen Bericht
toolbar-hidden = Ausgeblendet…
toolbar-hidden-hover = Was Sie als „keine Duplikate“ ausgeblendet haben, und es zurückholen
toolbar-settings = Einstellungen
toolbar-help = Hilfe
toolbar-help-hover = Tastenkürzel (F1)

## App: hidden

hidden-title = Als „keine Duplikate“ ausgeblendet
hidden-nothing = Nichts ist ausgeblendet.
hidden-nothing-how = „Keine Duplikate“ in der Prüfung einer Gruppe blendet die Gruppe (oder eine ihrer Dateien) jetzt und in späteren Suchen aus, solange ihre Dateien gleich bleiben.
hidden-stays-hidden = Jeder Eintrag bleibt ausgeblendet, solange seine Dateien ihren Inhalt behalten, wohin sie auch verschoben oder wie sie auch umbenannt werden; eine bearbeitete Datei erscheint von selbst wieder.
hidden-when = ausgeblendet am { $date }
hidden-bring-back = Zurückholen
hidden-bring-back-hover = Ab der nächsten Suche wieder anzeigen (eine startet jetzt)
hidden-taken-out = aus seiner Gruppe genommen, mit:
hidden-more = und { $count } weitere
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count } exakte Kopien
hidden-group-documents = { $count } ähnliche Dokumente
hidden-group-images = { $count } ähnliche Bilder
hidden-group-videos = { $count } ähnliche Videos
hidden-group-folders = { $count } doppelte oder ähnliche Ordner
# One file hidden, out of a group of this kind.
hidden-member-exact = Eine Datei aus exakten Kopien
hidden-member-documents = Eine Datei aus ähnlichen Dokumenten
hidden-member-images = Eine Datei aus ähnlichen Bildern
hidden-member-videos = Eine Datei aus ähnlichen Videos
hidden-member-folders = Eine Datei aus doppelten oder ähnlichen Ordnern

## App: status

status-from-report = Aus dem Bericht { $name }
status-watching =
    { $folders ->
        [one] { $folders } Ordner wird
       *[other] { $folders } Ordner werden
    } auf Änderungen überwacht
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    { $folders ->
        [one] { $folders } Ordner wird
       *[other] { $folders } Ordner werden
    } auf Änderungen überwacht, aktualisiert am { $date } aus { $changes ->
        [one] { $changes } Änderung
       *[other] { $changes } Änderungen
    } in { $took }
status-watching-rescanned =
    { $folders ->
        [one] { $folders } Ordner wird
       *[other] { $folders } Ordner werden
    } auf Änderungen überwacht, aktualisiert am { $date } durch erneutes Durchsuchen von allem ({ $took })
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds } s
status-minutes = { $minutes } min { $seconds } s
status-earlier = +{ $count } frühere
status-earlier-hover = Alle Meldungen dieser Sitzung anzeigen
# A screen reader's name for the spinner.
status-updating-name = Gruppen werden aktualisiert
status-updating =
    Gruppen werden aus { $changes ->
        [one] { $changes } Änderung
       *[other] { $changes } Änderungen
    } aktualisiert…
status-updating-phase =
    Gruppen werden aus { $changes ->
        [one] { $changes } Änderung
       *[other] { $changes } Änderungen
    } aktualisiert… ({ $phase }: { $done } von { $total } Dateien)
# A screen reader's name for the spinner.
status-checking-name = Ergebnisse werden mit dem Datenträger abgeglichen
status-checking-report = Bericht { $name } wird angezeigt; seine Dateien werden mit dem Datenträger abgeglichen…
status-checking-report-count = Bericht { $name } wird angezeigt; seine Dateien werden mit dem Datenträger abgeglichen… ({ $done } von { $total })
status-checking-results = Ergebnisse vom { $date } werden angezeigt und mit dem Datenträger abgeglichen…
status-checking-results-count = Ergebnisse vom { $date } werden angezeigt und mit dem Datenträger abgeglichen… ({ $done } von { $total })
status-resuming = Die unterbrochene Suche wird fortgesetzt…
status-resuming-for = Die unterbrochene Suche wird fortgesetzt… (Suche läuft seit { $elapsed })
status-starting = Suche wird gestartet…
status-scanning-for = Suche läuft seit { $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }: { $detail }
status-progress-folders = { $folders } Ordner
status-progress-found = { $files } Dateien, { $size } gefunden
status-progress-reading = { $done } von { $total } Dateien, { $size_done } von { $size_total } ({ $speed }/s)
status-progress-reading-left = { $done } von { $total } Dateien, { $size_done } von { $size_total } ({ $speed }/s), noch etwa { $left }
status-cancel = Abbrechen
status-cancel-hover = Anhalten und die bisher gefundenen Gruppen behalten
status-scan-first = Durchsuchen Sie Ordner, um Duplikate zu finden.
status-clean-up = Aufräumen
status-clean-up-files =
    Aufräumen: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } in den Papierkorb ({ $size })
status-clean-up-folders =
    Aufräumen: { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } in den Papierkorb ({ $size })
status-clean-up-both =
    Aufräumen: { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } in den Papierkorb ({ $size })
status-clean-up-hover = Die mit „Papierkorb“ markierten Dateien und Ordner in den Papierkorb des Systems verschieben
status-clean-up-counting = Aufräumen: wird gezählt…
status-clean-up-none = Markieren Sie zuerst Dateien mit „Papierkorb“ (Entf-Taste oder eine Regel)
status-clean-up-left-alone =
    Aufräumen: { $count ->
        [one] 1 markiert, bleibt
       *[other] { $count } markiert, bleiben
    }
status-clean-up-left-alone-hover = Nichts mit „Papierkorb“ Markiertes kann jetzt gehen: öffnen, um zu sehen, warum es bleibt
status-clean-up-some-left-alone =
    { $count ->
        [one] Ein weiteres mit „Papierkorb“ Markiertes bleibt
       *[other] { $count } weitere mit „Papierkorb“ Markierte bleiben
    }: der Dialog sagt, warum
status-undo = Letztes Aufräumen rückgängig
status-undo-hover =
    { $files ->
        [one] Die { $files } Datei zurücklegen, die
       *[other] Die { $files } Dateien zurücklegen, die
    } das Aufräumen vom { $date } in den Papierkorb verschoben hat
status-cleanups = Aufräumvorgänge…
status-cleanups-hover = Jedes aufgezeichnete Aufräumen; jedes lässt sich wiederherstellen

## App: windows

windows-notices = Meldungen
windows-no-notices = Noch nichts zu melden.
windows-cleanups = Aufräumvorgänge
windows-started = Begonnen
windows-what-it-did = Was es tat
windows-files = Dateien
windows-in-trash = Im Papierkorb
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started } (unterbrochen)
windows-undone = { $started } (rückgängig gemacht { $undone })
windows-cleanup-id = Aufräumen { $id }
windows-restore = Wiederherstellen
windows-nothing-left = nichts mehr da
windows-unshare = Klone trennen
windows-unshare-hover =
    { $clones ->
        [one] { $clones } Klon wieder eigene Blöcke geben, wie vor dem Aufräumen: Der von den Klonen freigegebene Platz wird wieder belegt.
       *[other] { $clones } Klonen wieder eigene Blöcke geben, wie vor dem Aufräumen: Der von den Klonen freigegebene Platz wird wieder belegt.
    }
windows-shortcuts = Tastenkürzel
windows-shortcuts-trash = Mit „Papierkorb“ markierte Dateien kommen erst in den Papierkorb des Systems, wenn Sie auf „Aufräumen“ klicken.
windows-skipped = Übersprungen ({ $count })
windows-skipped-intro = Diese Dateien und Ordner wurden nicht verglichen, nach Grund, Probleme zuerst:
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason } ({ $count })
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }: { $reason }

## App: keep_rules

rules-chooser-all = Jede Gruppe des Tabs nach einer Behalten-Regel markieren
rules-chooser-one = Die gewählte Gruppe nach einer Behalten-Regel markieren
rules-chooser-keys = Auf und Ab wählen, Eingabe markiert, Esc schließt.
rules-cancel = Abbrechen
rules-decides =
    Von { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } in diesem Tab entscheidet die Regel { $decided }.
rules-fallbacks =
    { $groups ->
        [one] { $groups } Gruppe wird
       *[other] { $groups } Gruppen werden
    } über die Kriterien hinaus entschieden (eine strenge Regel ließe { $groups ->
        [one] sie
       *[other] sie
    } unberührt):
rules-left-alone =
    Sie lässt { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } unberührt, ihre Markierungen bleiben, wie sie sind:
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    }: { $why }
rules-mark-nothing = Sie würde nichts für den Papierkorb markieren.
rules-mark-files =
    Sie würde { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } für den Papierkorb markieren und { $size } freigeben, sobald der Papierkorb geleert ist.
rules-mark-folders =
    Sie würde { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } für den Papierkorb markieren und { $size } freigeben, sobald der Papierkorb geleert ist.
rules-mark-both =
    Sie würde { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    } für den Papierkorb markieren und { $size } freigeben, sobald der Papierkorb geleert ist.
rules-for-example = Zum Beispiel
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = Behalten    { $path }
rules-example-trash = Papierkorb  { $path }
rules-example-more = Papierkorb  und { $count } weitere
rules-nothing-moved = Jetzt wird nichts verschoben: Das Markieren legt nur fest, was ein Aufräumen in den Papierkorb verschieben würde.
rules-apply = Anwenden
rules-heading = Behalten-Regeln
rules-intro = Kriterien der Reihe nach, jedes entscheidet die Gleichstände des vorigen; gespeicherte Regeln werden dort angeboten, wo Gruppen markiert werden.
rules-saved-name = { $name }:
rules-delete = Löschen
rules-name = Name
rules-name-hint = Fotos zuerst
rules-rule = Regel
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = Kriterien: { $criteria }.
# A rule read back as words.
rules-read-back = { $rule }.
rules-save = Regel speichern

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = Einen Ordner durch Eingabe seines Pfads hinzufügen
keyboard-scan = Die Ordner durchsuchen
keyboard-next-tab = Nächster Tab
keyboard-previous-tab = Vorheriger Tab
keyboard-next-group = Nächste Gruppe
keyboard-previous-group = Vorherige Gruppe
keyboard-first-group = Erste Gruppe
keyboard-last-group = Letzte Gruppe
keyboard-page-down = Eine Seite Gruppen weiter
keyboard-page-up = Eine Seite Gruppen zurück
keyboard-next-file = Nächste Datei der Gruppe
keyboard-previous-file = Vorherige Datei der Gruppe
keyboard-next-change = Nächste Änderung in den verglichenen Texten
keyboard-previous-change = Vorherige Änderung in den verglichenen Texten
keyboard-mark-keep = Die gewählte Datei mit „Behalten“ markieren; in einem Dialog dessen Hauptschaltfläche drücken
keyboard-mark-trash = Die gewählte Datei mit „Papierkorb“ markieren
keyboard-rule-group = Die gewählte Gruppe nach einer Behalten-Regel markieren
keyboard-rule-tab = Jede Gruppe des Tabs nach einer Behalten-Regel markieren
keyboard-undo-mark = Letzte Markierung rückgängig machen
keyboard-clean-up = Aufräumen: das mit „Papierkorb“ Markierte in den Papierkorb verschieben (fragt vorher)
keyboard-undo-cleanup = Letztes Aufräumen rückgängig machen
keyboard-search = Pfade durchsuchen
keyboard-open-report = Einen Bericht öffnen
keyboard-save-results = Die Ergebnisse als Bericht speichern
keyboard-zoom-in = Alles größer darstellen
keyboard-zoom-out = Alles kleiner darstellen
keyboard-zoom-reset = Normale Größe
keyboard-focus = Den Tastaturfokus bewegen; Leertaste oder Eingabe drückt, was ihn hat
keyboard-help = Diese Tastenkürzel ein- oder ausblenden
keyboard-close = Die Hilfe, einen Dialog oder ein Fenster schließen

## App: settings_window

settings-title = Einstellungen
settings-scan-next = Sucheinstellungen gelten ab der nächsten Suche.
settings-scan-again = Die angezeigten Ergebnisse wurden mit anderen Sucheinstellungen gefunden: erneut suchen, um diese anzuwenden (F5).
settings-cache = Fingerabdruck-Cache
settings-cache-measuring = wird gemessen…
settings-cache-size = Merkt sich unveränderte Dateien zwischen Suchen: { $size }
settings-cache-clear = Leeren
settings-appearance = Darstellung
settings-high-contrast = Hoher Kontrast
settings-high-contrast-hover = Weißer Text auf Schwarz (oder schwarzer auf Weiß), jedes Bedienelement umrandet
settings-size = Größe
settings-size-hover = Zusätzlich zur Skalierung des Desktops: Strg + / Strg − / Strg 0
settings-smaller = Kleiner (Strg −)
settings-larger = Größer (Strg +)
settings-normal-size = Normale Größe
settings-documents = Ähnliche Dokumente
settings-similarity = Mindestähnlichkeit
settings-percent = { $percent } %
settings-similarity-help = Wie viel ihres Wortlauts zwei Dokumente teilen müssen, um gruppiert zu werden.
settings-drop-numbers = Zahlen ignorieren
settings-stop-words = Häufige Wörter ignorieren („the“, „of“, „und“…)
settings-stop-words-hover = Die Stoppwörter der erkannten Sprache jedes Dokuments
settings-stem = Wortstämme vergleichen („laufen“ = „läuft“)
settings-stem-hover = In der erkannten Sprache jedes Dokuments
settings-images = Ähnliche Bilder
settings-images-hover = Dasselbe Foto verkleinert, neu komprimiert, leicht beschnitten, gedreht, gespiegelt oder bearbeitet, aufgeführt im Tab „Ähnliche Bilder“
settings-how-alike = wie ähnlich
settings-how-alike-help = Wie viele der 64 Bits der Wahrnehmungs-Hashes zweier Bilder abweichen dürfen. Lockerere Stufen gruppieren auch verschiedene Fotos einer Szene.
# A step of "how alike" with its distance.
settings-likeness-very-similar = Sehr ähnlich (bis zu { $distance } von 64 Bits)
settings-likeness-similar = Ähnlich (bis zu { $distance } von 64 Bits)
settings-likeness-alike = Gleichartig (bis zu { $distance } von 64 Bits)
settings-likeness-loosely-similar = Entfernt ähnlich (bis zu { $distance } von 64 Bits)
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = Ähnliche Bilder finden ({ $formats })
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format } (benötigt { $needs })
settings-formats-off = Auf diesem Rechner aus: { $formats }
settings-videos = Ähnliche Videos und Musik
settings-find-videos = Ähnliche Videos finden (benötigt ffmpeg)
settings-find-videos-hover = Derselbe Clip neu kodiert, verkleinert, leicht beschnitten oder gekürzt, und ein Clip in einem längeren Video, aufgeführt im Tab „Ähnliche Videos“. Jedes Video wird dekodiert, daher dauert eine erste Suche in vielen Videos eine Weile.
settings-no-ffmpeg = { $tool } konnte nicht ausgeführt werden ({ $why }): Installieren Sie ffmpeg (sudo apt-get install ffmpeg); bis dahin sucht eine Suche nach allem anderen und sagt das.
settings-folders = Ordner
settings-find-folders = Doppelte und ähnliche Ordner finden
settings-find-folders-hover = Ordner, deren gesamter Inhalt aus Kopien voneinander besteht oder die viele ihrer Dateien teilen, aufgeführt im Tab „Ordner“
settings-same-names = Doppelte Ordner müssen auch dieselben Dateinamen verwenden
settings-folders-share = ähnliche Ordner teilen
settings-off = aus
settings-folders-share-hover = Der kleinste Anteil ihrer Dateien, den zwei Ordner gemeinsam haben müssen, um als ähnlich aufgeführt zu werden (aus: nur doppelte Ordner)
settings-files = Dateien
settings-min-size = Dateien ignorieren, kleiner als
settings-bytes =
    { $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    }
settings-hidden = Versteckte Dateien und Ordner einbeziehen
settings-follow-links = Symbolischen Links folgen
settings-follow-links-hover = Schleifen werden erkannt und als übersprungen aufgeführt
settings-one-file-system = Auf dem Laufwerk jedes Ordners bleiben (keine anderen Einhängepunkte betreten)
settings-include-trash = Dateien in Papierkorb-Ordnern einbeziehen
settings-include-trash-hover = Dateien im Papierkorb (Ihrem, dem eines anderen Benutzers, .Trash-1000 eines USB-Sticks, $RECYCLE.BIN von Windows…) bleiben außen vor, außer dies ist an. Ist es an, erscheinen sie in Gruppen, aber eine Behalten-Regel behält nie eine davon, und eine Kopie im Papierkorb zählt nie als die behaltene Kopie.
settings-rescan = Alles erneut durchsuchen alle
settings-minutes = { $minutes } min
settings-rescan-hover = Änderungen in den überwachten Ordnern aktualisieren die Gruppen, während sie geschehen, ohne Suche. Eine ganze Suche ab und zu erfasst, was nicht gemeldet wurde: Netzwerkordner melden nichts, und eine Flut von Änderungen kann mehr sein, als das System weitergibt (0 = nie).
settings-excludes = Namen oder Pfade überspringen, die passen auf (ein Muster pro Zeile, z. B. *.tmp):
settings-cjk-font = Chinesische, japanische und koreanische Zeichen: gezeichnet mit { $font }
settings-cjk-font-partial = Chinesische Zeichen werden mit { $font } gezeichnet, der einige vereinfachte Schriftzeichen fehlen: Diese erscheinen als Kästchen. Eine Schrift mit allen: sudo apt-get install { $package }
settings-no-cjk-font = Keine Schrift für Chinesisch installiert: Ihre Zeichen erscheinen als Kästchen. Installieren Sie eine mit: sudo apt-get install { $package }

## Shared: how a compared image was turned (src/i18n/words.rs)

images-turned-to-match = (passend { $turn })
turn-quarter-clockwise = um eine Vierteldrehung im Uhrzeigersinn gedreht
turn-upside-down = auf den Kopf gestellt
turn-quarter-anticlockwise = um eine Vierteldrehung gegen den Uhrzeigersinn gedreht
turn-mirrored = gespiegelt
turn-quarter-clockwise-mirrored = um eine Vierteldrehung im Uhrzeigersinn gedreht und gespiegelt
turn-upside-down-mirrored = auf den Kopf gestellt und gespiegelt
turn-quarter-anticlockwise-mirrored = um eine Vierteldrehung gegen den Uhrzeigersinn gedreht und gespiegelt

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    }
dialogs-folders =
    { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    }
dialogs-files-and-folders =
    { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders ->
        [one] { $folders } Ordner
       *[other] { $folders } Ordner
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = Dateien werden zurückgelegt
dialogs-putting-back = Dateien werden zurückgelegt…
dialogs-restored =
    { $files ->
        [one] { $files } Datei an ihren Ort zurückgelegt.
       *[other] { $files } Dateien an ihren Ort zurückgelegt.
    }
dialogs-unshared =
    { $clones ->
        [one] { $clones } Klon hat wieder eigene Blöcke.
       *[other] { $clones } Klone haben wieder eigene Blöcke.
    }
# Items a restore put back as they are now, changed since they were trashed.
dialogs-came-back-changed = Zurückgelegt, aber verändert
dialogs-nothing-to-do = Nichts zu tun
dialogs-still-in-trash = Noch im Papierkorb
dialogs-still-shared = Noch mit der behaltenen Kopie geteilt
dialogs-close = Schließen
# $reason says why, in the engine's words.
dialogs-nothing-moved = Nichts wurde verschoben: { $reason }.
dialogs-clean-up = Aufräumen?
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = { $what } aufräumen?
dialogs-stopped = Aufräumen angehalten
dialogs-finished = Aufräumen abgeschlossen
dialogs-add-folder = Ordner hinzufügen
dialogs-undo-finished = Rückgängig gemacht
dialogs-type-path = Geben Sie den Pfad eines zu durchsuchenden Ordners ein (~ ist Ihr Persönlicher Ordner):
dialogs-folder-path = Ordnerpfad
dialogs-add = Hinzufügen
dialogs-file-manager = Mit der Dateiverwaltung wählen…
dialogs-cancel = Abbrechen
chooser-no-system = Dieses System hat keine Dateiauswahl zum Öffnen (dafür braucht es xdg-desktop-portal mit Dateiauswahl oder zenity), daher zeigt Doppel seine eigene.
chooser-checking = Der Pfad wird geprüft…
chooser-type-report = Geben Sie den Pfad eines Berichts ein oder wählen Sie ihn unten (~ ist Ihr Persönlicher Ordner):
chooser-type-save = Geben Sie den Pfad der Datei ein, in der die Ergebnisse gespeichert werden (~ ist Ihr Persönlicher Ordner):
chooser-title-keep-folder = Die Kopie in einem Ordner behalten
chooser-title-open-report = Einen Bericht öffnen
chooser-title-save-results = Die Ergebnisse speichern
chooser-use-folder = Diesen Ordner verwenden
chooser-open = Öffnen
chooser-save = Speichern
chooser-replace = Ersetzen
chooser-up = Der übergeordnete Ordner
chooser-reading = Ordner wird gelesen …
chooser-cannot-read = Dieser Ordner kann nicht gelesen werden: { $problem }
chooser-nothing-here = Hier gibt es nichts zu wählen.
chooser-problem-empty = Geben Sie zuerst einen Pfad ein.
chooser-problem-not-there = Dort ist nichts: Prüfen Sie den Pfad.
chooser-problem-not-a-folder = Das ist eine Datei, kein Ordner.
chooser-problem-not-a-file = Das ist ein Ordner, keine Datei.
chooser-problem-no-folder = Der Ordner zum Speichern ist nicht da.
chooser-problem-exists = Eine Datei dieses Namens gibt es schon: Ersetzen überschreibt sie, oder geben Sie einen anderen Namen ein.
notice-folder-added = { $path } hinzugefügt.
notice-folder-not-added = { $path } nicht hinzugefügt: { $why }
notice-folder-left-out = { $path } ausgelassen: { $why }. Die anderen Ordner wurden durchsucht.
dialogs-progress = { $done } von { $total }
dialogs-journal = Jede Datei wird im Protokoll festgehalten, bevor sie verschoben wird: Was auch geschieht, dieses Aufräumen lässt sich rückgängig machen.
dialogs-stop = Anhalten
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title } ({ $count }):
dialogs-trash-title = In den Papierkorb verschieben
dialogs-trash-does = Jede Kopie kommt in den Papierkorb des Systems. Sie können das danach rückgängig machen oder selbst aus dem Papierkorb wiederherstellen.
dialogs-trash-confirm = { $what } in den Papierkorb verschieben
dialogs-trash-progress = Dateien werden in den Papierkorb verschoben…
dialogs-links-title = Durch harte Links ersetzen
dialogs-links-does = Der Name jeder Kopie zeigt dann auf die Datei der behaltenen Kopie, sodass jeder Pfad weiter funktioniert. Das Original wartet im Papierkorb, bis er geleert wird; „Rückgängig“ legt es zurück.
dialogs-links-risk = Verknüpfte Namen teilen dann eine Datei: Eine Änderung über einen Namen ändert alle.
dialogs-links-confirm = { $what } durch harte Links ersetzen
dialogs-links-progress = Dateien werden durch harte Links ersetzt…
dialogs-clones-title = Durch Klone ersetzen
dialogs-clones-does = Jede Kopie behält Namen, Eigentümer, Rechte und Zeiten; nur ihre Blöcke werden mit der behaltenen Kopie geteilt, sodass der Platz sofort frei wird. Nichts kommt in den Papierkorb, und eine Änderung über einen Namen ändert nur diese Datei.
dialogs-clones-confirm = { $what } durch Klone ersetzen
dialogs-clones-progress = Kopien werden zu Klonen der behaltenen gemacht…
dialogs-nothing-trashable = Nichts kann in den Papierkorb: Jede markierte Gruppe verlöre ihre letzte Kopie.
dialogs-marked =
    { $count ->
        [one] { $what } mit „Papierkorb“ markiert, { $size } Inhalt (was jeder Weg freigibt, zählt die Blöcke auf dem Datenträger). Wählen Sie, was damit geschieht:
       *[other] { $what } mit „Papierkorb“ markiert, { $size } Inhalt (was jeder Weg freigibt, zählt die Blöcke auf dem Datenträger). Wählen Sie, was damit geschieht:
    }
dialogs-companions =
    In den Papierkorb verschoben, nehmen sie { $companions ->
        [one] { $companions } Begleitdatei
       *[other] { $companions } Begleitdateien
    } mit ({ $size }: ihre RAW-Dateien, Live-Photo-Videos und Sidecar-Dateien, ein Foto mit ihnen). Harte Links und Klone ersetzen nur die Duplikate und lassen diese an ihrem Platz.
dialogs-estimating = Die Dateien werden angesehen ({ $done } von { $total }), um zu sagen, was jeder Weg freigibt…
dialogs-left-alone-anyway = Unberührt, welcher Weg auch immer
dialogs-allow-owner-change = Auch wo Eigentümer, Rechte, erweiterte Attribute oder ACLs abweichen (der Name zeigt dann die der behaltenen Kopie)
dialogs-frees-now = gibt jetzt { $size } frei
dialogs-frees-at-most-now = gibt jetzt höchstens { $size } frei
dialogs-frees-emptied = gibt { $size } frei, sobald der Papierkorb geleert ist
dialogs-frees-at-most-emptied = gibt höchstens { $size } frei, sobald der Papierkorb geleert ist
dialogs-leaves-everything = Hier nicht möglich: Jede Datei bliebe unberührt (Gründe unten).
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = Hier nicht möglich: { $reasons }.
dialogs-other-names =
    { $files ->
        [one] { $files } Datei hat anderswo weitere Namen, die ihren Platz belegt halten.
       *[other] { $files } Dateien haben anderswo weitere Namen, die ihren Platz belegt halten.
    }
dialogs-already-shared = { $size } ihrer Blöcke sind schon geteilt (mit einem Snapshot oder einem Klon) und bleiben.
dialogs-sharing-unknown = Wo das Dateisystem nicht sagen kann, welche Blöcke geteilt sind, werden alle gezählt.
dialogs-unmeasured =
    { $files ->
        [one] { $files } Datei in den Ordnern konnte nicht angesehen werden und wird nicht gezählt.
       *[other] { $files } Dateien in den Ordnern konnten nicht angesehen werden und werden nicht gezählt.
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $size } auf { $fs } ({ $example })
dialogs-leaves-alone = Lässt { $what } unberührt
dialogs-cannot-share = { $fs } kann keine Blöcke teilen
dialogs-no-hard-links = { $fs } hat keine harten Links (eine Datei kann dort keinen zweiten Namen haben)
dialogs-which = Welche
dialogs-moved = { $what } ({ $size }) in den Papierkorb verschoben.
dialogs-linked = { $what } durch harte Links auf die behaltenen Kopien ersetzt: Jeder Pfad öffnet weiter dieselben Bytes. Die Originale sind im Papierkorb.
dialogs-cloned = { $what } zu Klonen der behaltenen Kopien gemacht: Jede behält Namen und Bytes und teilt nun ihre Blöcke mit der behaltenen Kopie. Nichts kam in den Papierkorb.
dialogs-comes-back = { $size } werden frei, sobald der Papierkorb geleert ist.
dialogs-comes-back-held = { $size } werden frei, sobald der Papierkorb geleert ist ({ $held } bleiben belegt: Dateien mit anderen Namen halten sie).
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }: { $reason }
dialogs-stopped-early = Vorzeitig angehalten: { $why }.
dialogs-left-in-place = An ihrem Platz gelassen
dialogs-undo = Rückgängig
dialogs-unshare = Klone trennen
dialogs-unshare-hover = Den Klonen wieder eigene Blöcke geben, wie vor dem Aufräumen: Der freigegebene Platz wird wieder belegt.

## App: small words (src/app/mod.rs, settings.rs, model/notices.rs, model/mod.rs)

dialog-cleanup-not-started = Das Aufräumen konnte nicht beginnen
dialog-nothing-restored = Nichts wurde wiederhergestellt
ago-now = gerade eben
ago-seconds = vor { $count } s
ago-minutes = vor { $count } min
ago-hours = vor { $count } h
count-files =
    { $count ->
        [one] { $count } Datei
       *[other] { $count } Dateien
    }
count-folders =
    { $count ->
        [one] { $count } Ordner
       *[other] { $count } Ordner
    }
count-files-and-folders = { $files ->
        [one] { $files } Datei
       *[other] { $files } Dateien
    } und { $folders } Ordner
theme-light = Hell
theme-dark = Dunkel
theme-system = Wie das System

## Shared: why a keep rule does not read (src/i18n/words.rs)

rule-error-empty = Die Regel ist leer: Geben Sie mindestens ein Kriterium an
rule-error-unknown = „{ $word }“ ist kein Kriterium (bekannt: { $known })
rule-error-unknown-similar = „{ $word }“ ist kein Kriterium; meinten Sie „{ $suggested }“? (bekannt: { $known })
rule-error-missing = „{ $word }“ braucht einen Wert nach dem Doppelpunkt
rule-error-relative = „{ $place }“ ist kein absoluter Ort: Beginnen Sie ihn mit / oder ~
rule-error-glob = „{ $pattern }“ ist kein gültiges Muster: { $problem }
rule-error-no-home = „~“ braucht einen Home-Ordner, und HOME ist nicht gesetzt

## Ähnliche Musik (music/ in der Engine, der Tab „Ähnliche Musik“, `doppel scan --music`).

phase-music = Musik lesen
music-same = { $a } und { $b } sind dieselbe Aufnahme ({ $length } gemeinsam, Wert { $score } %)
music-part-of = { $a } ist { $b } ab { $b_start } für { $length } (Wert { $score } %)
tag-title = Titel
tag-artist = Interpret
tag-album = Album
tag-track = Titelnummer
tag-year = Jahr
tag-track-number = Titel { $number }
skip-music-unreadable = Audio konnte nicht gelesen werden: { $why }
skip-music-timed-out = das Lesen des Audios dauerte länger als { $seconds } s
skip-music-no-sound = enthält keinen Klang zum Vergleichen (nur Stille oder weniger als etwa 3 Sekunden Klang)
skip-music-not-a-container = keine Musikdatei, sondern ffmpegs Format „{ $format }“ (eine Wiedergabeliste oder ein Skript, das andere Dateien nennt, wird nie gelesen)
skip-heading-music-unreadable = Musik, die nicht gelesen werden konnte
skip-heading-music-not-a-container = keine Musikdatei (eine Wiedergabeliste oder ein Skript)
notice-music-off = nach ähnlicher Musik wurde nicht gesucht: { $tool } konnte nicht ausgeführt werden ({ $why }); installieren Sie ffmpeg (sudo apt-get install ffmpeg), um sie zu finden
report-music-group = Gruppe { $number }: { $files } Dateien einer Aufnahme
report-summary-music =
    { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    } ähnlicher Musik.
clean-groups-music =
    { $count ->
        [one] { $count } Gruppe ähnlicher Musik
       *[other] { $count } Gruppen ähnlicher Musik
    }
arg-music =
    Ähnliche Musik (MP3, AAC/M4A, FLAC, Ogg Vorbis, Opus, WAV, AIFF, WMA …) am Klang finden:
    dieselbe Aufnahme neu kodiert, auf Mono gemischt, leiser, um Sekunden gekürzt oder mit
    Stille aufgefüllt, und ein Ausschnitt einer längeren Aufnahme (mit Stelle, Dauer und
    Wert). Tags werden gezeigt, sind aber nie ein Grund zu gruppieren. Standardmäßig an;
    braucht ffmpeg im PATH
arg-no-music = Nicht nach ähnlicher Musik suchen (sonst wird jede Musikdatei dekodiert)
arg-clean-music =
    Auch die Gruppen ähnlicher Musik nach dieser Regel bereinigen (wie --keep; für Musik
    auch highest-bitrate, lossless, format:flac; nur auf Wunsch). Eine Datei kommt
    nur weg, solange die behaltene Kopie noch da ist, seit der Suche unverändert, und ihren
    ganzen Klang enthält
criterion-highest-bitrate = die mit der höchsten Bitrate
criterion-lossless = eine verlustfreie Datei
tab-music = Ähnliche Musik
results-none-music = Keine ähnliche Musik gefunden
results-row-music = { $count } Dateien einer Aufnahme, insgesamt { $figure }
hidden-group-music = { $count } Dateien einer Aufnahme
hidden-member-music = Eine Datei ähnlicher Musik
music-heading = { $count } Dateien einer Aufnahme
music-explained = Ihr Klang stimmt laut Fingerabdruck über die ganze kürzere Datei überein: dieselbe Aufnahme neu kodiert, leiser, gekürzt oder mit Stille aufgefüllt, oder ein Ausschnitt einer längeren. Tags haben sie nie zur Gruppe gemacht.
music-side-by-side = Die erste Datei und die ausgewählte, nebeneinander
music-play = ▶ Abspielen
music-play-hover = Im Musikspieler des Desktops abspielen
music-differs = ≠ { $label }
music-differs-hover = Hier unterscheiden sich die beiden Dateien
music-length = Länge
music-codec = Codec
music-bitrate = Bitrate
music-sound = Klang
music-lossless = { $codec } (verlustfrei)
music-channels =
    { $count ->
        [one] { $count } Kanal
       *[other] { $count } Kanäle
    }
music-shared-part = Wo der gemeinsame Klang in jeder liegt
music-shared-in = { $name }: von { $start } bis { $end } von { $length }
music-joined-through-another = Diese beiden wurden über eine andere Datei der Gruppe verbunden: wählen Sie sie aus, um zu sehen, was jede gemeinsam hat.
settings-find-music = Ähnliche Musik finden (braucht ffmpeg)
settings-find-music-hover = Dieselbe Aufnahme neu kodiert, auf Mono gemischt, leiser, gekürzt oder mit Stille aufgefüllt, und ein Ausschnitt einer längeren, am Klang gefunden und im Tab „Ähnliche Musik“ aufgeführt. Jede Musikdatei wird dekodiert, daher dauert eine erste Suche in einer großen Sammlung eine Weile.
music-score = Wert { $score } %
music-score-hover = Wie nah ihr gemeinsamer Klang ist: 100 % für dieselben Samples, etwa 0 % für fremden Klang; eine Neukodierung mit niedriger Bitrate erreicht 80 bis 95 %.
