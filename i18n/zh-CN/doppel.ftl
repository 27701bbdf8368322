# Doppel 的简体中文消息。源文件是 i18n/en/doppel.ftl：消息、属性和变量都与之相同（有测试检查）。
# 如何添加语言：docs/src/translations.md。
#
# 中文句子用全角标点；中文与英文、数字之间留一个半角空格。数字、大小（$size 等）和日期（$date）
# 传入时已按中文习惯写好（1,234.5；29.39 KiB；2026-01-02 03:04:05）。

## Shared: the engine's values in words (src/i18n/words.rs)

phase-walking = 遍历文件夹
phase-prehashing = 计算首尾哈希
phase-hashing = 计算内容哈希
phase-folders = 比较文件夹
phase-reading = 读取文档
phase-comparing = 比较文档
phase-images = 读取图片
phase-videos = 读取视频
phase-done = 完成

rule-keep = 保留{ $criteria }
rule-then = { $before }，其次{ $next }
rule-strictly = { $rule }（严格）
criterion-under = 位于 { $place } 下的副本
criterion-not-under = 不在 { $place } 下的副本
criterion-newest = 最新的
criterion-oldest = 最旧的
criterion-largest = 最大的
criterion-shortest-path = 路径最短的
criterion-highest-resolution = 分辨率最高的
criterion-first-taken = 最早拍摄的（按 EXIF 日期）
criterion-format = { $format } 格式的
criterion-with-companions = 旁边带有 RAW 或附属文件的副本
criterion-first = 列表中的第一个

undecided-all-in-trash = 每个副本都在回收站中
undecided-none-under = 没有副本位于 { $place } 下
undecided-all-under = 每个副本都位于 { $place } 下
undecided-no-format = 没有 { $format } 格式的副本
undecided-none-pass = 没有副本满足“{ $criterion }”
undecided-tie = 各副本在每个条件上都相同，且规则为严格模式（不加“strict”时保留路径排序最前的一个）
undecided-holds-words = { $fuller } 包含 { $kept } 的全部内容，还多 { $words } 个词
undecided-holds-footage-more = { $fuller } 包含 { $kept } 的全部内容，还多 { $length }
undecided-holds-footage = { $trashed } 含有 { $kept } 所没有的画面
undecided-companion-only-here = { $companion } 附属于 { $photo }，在保留的副本旁没有副本
fallback-none-under = 没有副本位于 { $place } 下，因此由后续条件决定
fallback-all-under = 所有副本都位于 { $place } 下，因此由后续条件决定
fallback-none-pass = 没有副本满足“{ $criterion }”，因此由后续条件决定
fallback-first-by-path = 各副本在每个条件上都相同，因此保留路径排序最前的一个

cleanup-kind-trash = 回收站
cleanup-kind-hard-links = 硬链接
cleanup-kind-clones = 克隆

video-same = { $a } 与 { $b } 是同一片段（共同部分 { $length }）
video-part-of = { $a } 是 { $b } 从 { $b_start } 起的 { $length }
video-overlap = { $a } 从 { $a_start } 起与 { $b } 从 { $b_start } 起的 { $length } 相同

hidden-groups = { $groups } 个组已作为“非重复项”隐藏
hidden-files = { $files } 个文件已作为“非重复项”隐藏
hidden-groups-and-files = { $groups } 个组和 { $files } 个文件已作为“非重复项”隐藏

format-plain-text = 纯文本
document-too-short = 太短，无法作为文档比较（{ $triples } 个不同的词三元组；至少需要 { $needed } 个）
document-not-a-document = 不是文档（没有可比较的文本）
document-unreadable = 无法读取：{ $reason }

## Shared: why a cleanup left a file or folder alone, and what a restore found (src/i18n/reasons.rs)

# Each follows the file's or folder's path, as "/a/b.txt: no longer exists" (so most start
# with a verb or "its"). $problem is a system error's words, as the system gives them;
# $kept, $trash and the like are paths.
reason-size-exact = { $size }（{ $bytes } 字节）
reason-access = 所有者 { $uid }，组 { $gid }，权限 { $mode }
no-sharing-xfs-without-reflink = 此 XFS 文件系统创建时未启用 reflink（mkfs.xfs -m reflink=1）
no-sharing-file-system = { $fs } 无法在文件之间共享数据块
no-sharing-read-only = 文件系统以只读方式挂载
no-sharing-cannot-write-here = Doppel 无权写入其所在的文件夹，因此无法尝试该处能否共享数据块
no-sharing-probe-failed = 尝试在该处共享数据块时失败：{ $problem }

# The plan, decided from the marks before anything is opened.
reason-all-marked = 此组的每个副本都已标记为移入回收站；请至少保留一个
reason-kept-elsewhere = 已在另一个组中标记为保留
reason-all-by-other-groups = 此组的每个副本都会被移入回收站（其中一些在另一个组中被标记为移入回收站）；请至少保留一个
reason-all-folders-marked = 此组的每个文件夹都已标记为移入回收站；请至少保留一个
reason-all-folders-by-other-groups = 此组的每个文件夹都会被移入回收站（其中一些在另一个组中被标记为移入回收站）；请至少保留一个
reason-in-trash-folder = 位于回收站文件夹中；Doppel 从不移动或保留回收站中的内容
reason-kept-only-in-trash = 其所在组保留的副本全都位于回收站文件夹中，而回收站中的副本从不算作已保留
reason-in-reference = 位于参考文件夹 { $reference } 中；参考文件夹中的文件绝不会被移入回收站
# $found is the same file or folder as one in the reference folder, reached by another path.
reason-in-reference-reached = 位于参考文件夹 { $reference } 中；参考文件夹中的文件绝不会被移入回收站（经由另一条路径到达：{ $found } 与其中的某一项是同一项）
reason-holds-reference = 包含参考文件夹 { $reference }；参考文件夹中的文件绝不会被移入回收站
reason-kept-folder-inside = 所保留的文件夹 { $kept } 位于其中
reason-kept-folder-holds = 所保留的文件夹 { $kept } 包含它
reason-in-doppel-data = 位于 Doppel 自己的数据文件夹 { $folder } 中（存放清理日志）；绝不会被移入回收站

# What the file is now, checked before it is acted on.
reason-not-absolute = 不是绝对路径；只处理与扫描记录形式相同的路径
reason-not-normalised = 不是规范化路径（含有 `.`、`..`、重复的斜杠或末尾的斜杠）；只处理与扫描记录形式相同的路径
reason-is-symlink = 现在是符号链接
reason-folder-is-symlink = 其所在文件夹 { $folder } 是符号链接；清理只作用于真实路径
reason-no-longer-exists = 已不存在
reason-not-regular-file = 已不再是普通文件
reason-not-a-folder = 已不再是文件夹
reason-cannot-open = 无法打开：{ $problem }
reason-cannot-read = 无法读取：{ $problem }
# $was and $now are sizes, written as the language writes them.
reason-changed-size = 自扫描以来已更改：大小原为 { $was }，现为 { $now }
# $was and $now are times as RFC 3339 writes them (2026-11-27T21:46:49Z).
reason-changed-modified = 自扫描以来已更改：修改时间原为 { $was }，现为 { $now }
reason-changed-while-checked = 在检查期间发生了更改
# $change is the engine's words for what changed.
reason-changed-while-checked-how = 在检查期间发生了更改（{ $change }）
reason-changed-after-check = 在检查之后发生了更改
reason-in-use = 正被其他程序使用（以写入方式打开），因此保留在原处；请在该程序关闭它之后重试

# The copy being kept, which vouches for the file.
reason-no-kept-copy = 其所在组没有要保留的副本
reason-no-kept-folder = 其所在组没有要保留的文件夹
# $folders is a list of paths, joined by ", ".
reason-no-kept-copy-against = 其所在组在与之比较的文件夹 { $folders } 中没有要保留的副本；只有这样的副本才能为它担保
reason-kept-in-trash = 所保留的副本 { $kept } 在回收站中
# $why is another reason, about the kept copy.
reason-kept-unusable = 所保留的副本 { $kept } { $why }
reason-kept-changed-since-scan = 所保留的副本 { $kept } 自扫描以来已更改（大小或修改时间），因此不会凭它将任何文件移入回收站
reason-content-differs = 其内容与所保留的副本 { $kept } 不再一致
reason-cannot-compare = 无法与所保留的副本 { $kept } 比较：{ $problem }
reason-kept-changed-while-compared = 所保留的副本 { $kept } 在比较期间发生了更改
# $measured and $threshold are whole percentages.
reason-not-alike-similarity = 与所保留的副本 { $kept } 的相似度只有 { $measured }%（它是经由另一个文件归入此组的）；至少需要 { $threshold }%
reason-not-alike-distance = 与所保留的副本 { $kept } 在 64 位中相差 { $measured } 位（它是经由另一张图片归入此组的）；最多允许相差 { $most } 位
reason-same-file-as-kept = 与所保留的副本 { $kept } 是同一个文件，只是经由另一条路径到达
reason-same-folder-as-kept = 与所保留的文件夹 { $kept } 是同一个文件夹，只是经由另一条路径到达
reason-kept-holds-part-of = 所保留的文件夹 { $kept } 在另一路径下包含了它的一部分 { $part }（硬链接或绑定挂载）
reason-kept-lacks-copy = 所保留的文件夹 { $kept } 中没有 { $file } 的副本（按内容比较）
reason-kept-changed-during-move = 在将此项移入回收站期间，所保留的副本 { $kept } 发生了更改或被移动，因此已将此项放回原处
reason-kept-changed-during-move-stuck = 在将此项移入回收站期间，所保留的副本 { $kept } 发生了更改或被移动，且此项无法放回原处（{ $problem }）；`doppel restore` 可将其恢复

# Companion files: a photo's RAW, Live Photo video and sidecars. $why is another reason.
reason-companion-kept = 附属于 { $photo }（该照片将移入回收站），但有一个组保留了它，因此它留在原处
reason-companion-not-as-scanned = 其附属文件 { $companion } { $why }；这张照片的文件均未移动
reason-companion-not-moved = 其附属文件 { $companion } 无法移动（{ $why }），因此它及其附属文件都已放回原处
reason-companion-not-moved-stuck = 其附属文件 { $companion } 无法移动（{ $why }），且它无法放回原处（{ $problem }）；`doppel restore` 可恢复已移动的内容
reason-companion-stays = 附属于 { $photo }（该照片将移入回收站），也附属于留在原处的 { $with }，因此它留在原处
reason-companion-only-copy = 其附属文件 { $companion } 在保留的副本旁没有副本；这张照片的文件均不移动

# A folder's insides. $what is the engine's word for a kind of entry (a socket, a device).
reason-mount-inside = 其中的 { $mount } 处挂载了一个卷；只有完全位于同一个卷上的文件夹才会整个移入回收站
reason-holds-odd = 包含 { $entry }，它是 { $what }；只有仅由普通文件和文件夹组成的文件夹才会整个移入回收站
reason-holds-mount = 包含 { $entry }，它位于另一个卷上（挂载点）
reason-inside-unreadable = 无法读取其中的 { $entry }：{ $problem }
reason-changed-while-trashing = 在移入回收站期间其内容发生了更改（{ $change }），因此整个文件夹已放回原处
reason-changed-while-trashing-stuck = 在移入回收站期间其内容发生了更改（{ $change }），且它无法放回原处（{ $problem }）；`doppel restore` 可将其恢复

# The trash.
reason-cannot-move = 无法移入回收站，因此保留在原处：{ $problem }
reason-trash-on-other-mount = 其回收站文件夹 { $trash } 位于另一个挂载点上；移到那里意味着复制，因此保留在原处
reason-cannot-reserve = 无法移入回收站，因此保留在原处：无法在回收站 { $trash } 中预留名称：{ $problem }
reason-replaced-while-moving = 在移动期间被替换；已移动的内容已放回原处
reason-replaced-while-moving-stuck = 在移动期间被替换，且已移动的内容无法放回原处（{ $problem }）；它在 { $trash } 中

# Replacing a copy by a hard link to the copy being kept. $fs is a file system's name (vfat).
reason-not-exact-for-link = 只有逐字节相同的副本才会被替换为硬链接；相似文件的内容并不相同，因此保留在原处
reason-no-hard-links = 位于不能为文件提供第二个名称的文件系统（{ $fs }）上，因此无法替换为硬链接；已保留在原处（可改为将其移入回收站）
reason-other-file-system = 所保留的副本 { $kept } 位于另一个文件系统上，硬链接无法跨越到那里；已保留在原处
# $copy and $kept_has are each written by reason-access.
reason-access-differs = 其所有者或权限（{ $copy }）与所保留的副本 { $kept } 的不同（{ $kept_has }）；硬链接会改变谁能读写它，因此保留在原处（使用 --allow-owner-change 时仍会链接）
reason-kept-link-limit = 所保留的副本 { $kept } 的名称数已达到其文件系统允许的上限；未作任何更改
reason-cannot-link = 无法替换为硬链接，因此保留在原处：{ $problem }
reason-kept-changed-before-link = 所保留的副本 { $kept } 在检查之后发生了更改或被移动，因此未链接任何文件
reason-replaced-while-linking = 在放置链接期间，其名称被另作他用；已换回原状，未链接任何文件
reason-replaced-while-linking-stuck = 在放置链接期间，其名称被另作他用，且无法换回（{ $problem }）；原文件在回收站中：`doppel restore` 可将其恢复
# A folder's file that could not be linked, when it was the first of the folder.
reason-folder-file-not-linked-first = 其中的 { $file } 无法替换为硬链接（{ $why }）；在它之前没有任何文件被链接，其余文件未作改动
reason-folder-file-not-linked = 其中的 { $file } 无法替换为硬链接（{ $why }）；该文件夹的 { $of } 个文件中，排在它之前的 { $linked } 个现已是硬链接（其原文件在回收站中：`doppel restore` 可将其放回），其余文件未作改动
reason-attributes-differ = 其扩展属性或 ACL（{ $names }）与所保留副本 { $kept } 的不同；硬链接会丢弃它自己的，并在它的名称下显示所保留副本的，因此未作改动（--allow-owner-change 仍会链接它）
reason-kept-in-reference = 所保留副本 { $kept } 是参考文件夹 { $reference } 中的文件；硬链接会在这里给它第二个名称，在此处编辑就会改动参考文件，因此未作改动（请改为移到回收站或替换为克隆）

# Replacing a copy by a clone of the copy being kept (their blocks shared). $why in
# reason-cannot-share-blocks is one of the no-sharing-… messages; $at is a byte offset.
reason-not-exact-for-clone = 只有逐字节相同的副本才会被替换为克隆；相似文件的内容并不相同，因此保留在原处
reason-clone-other-file-system = 所保留的副本 { $kept } 位于另一个文件系统上；数据块只能在同一文件系统内共享，因此保留在原处
reason-cannot-share-blocks = 在此处无法替换为克隆：{ $why }；已保留在原处
reason-clone-differs = 文件系统将它与所保留的副本 { $kept } 比较，发现字节不同（自字节偏移 { $at } 起）；未作任何更改
reason-cannot-clone = 无法替换为克隆，因此其字节保持原样：{ $problem }
reason-changed-while-cloning = 在克隆期间被写入；它现在保存的是写入的内容，没有丢失任何内容
reason-kept-changed-before-clone = 所保留的副本 { $kept } 在检查之后发生了更改或被移动，因此未克隆任何文件
reason-kept-changed-while-cloning = 所保留的副本 { $kept } 在克隆此文件期间发生了更改；此文件的内容保持原样（文件系统比较过字节），但其仍保持共享的数据块可能会减少
reason-folder-file-not-cloned = 其中的 { $file } 无法克隆（{ $why }）；该文件夹的 { $of } 个文件中，排在它之前的 { $cloned } 个现已是克隆（内容保持原样），其余文件未作改动
# $why is the engine's own words.
reason-not-moved = 未移动：{ $why }

# A restore (undo). $what is the engine's words for what is wrong with a record.
reason-journal-record-invalid = 日志中关于它的记录不是 Doppel 会写入的记录（{ $what }），因此未对它做任何处理
reason-volume-not-mounted = 其回收站 { $trash } 所在的卷现在未挂载（该处挂载的是另一个磁盘，或没有挂载任何磁盘）；其记录仍然保留：请连接该磁盘后再次撤销
reason-occupied = { $path } 处现在已有文件；请将其移走后再次撤销
reason-restore-path-through-symlink = 其所在文件夹 { $folder } 现在是符号链接；文件只会经由真实的文件夹放回：请将其恢复为文件夹后再次撤销
reason-cannot-make-folder = 无法创建或打开其所在文件夹：{ $problem }
reason-entry-unreadable = 无法读取其回收站条目：{ $problem }
reason-cannot-restore = 无法恢复：{ $problem }
reason-link-replaced = { $path } 处已不再是清理时创建的链接（该处被放入了其他内容），因此两者都保持原样；原文件仍在回收站中
reason-folder-not-as-scanned = 它现在有 { $now } 个文件，而扫描看到的是 { $scanned } 个（被筛选条件排除或之后新增的文件）：只有扫描完整看到的文件夹才会被移动，因此保持原样
reason-kept-has-unseen-names = 保留的副本 { $kept } 还有 { $unseen } 个扫描未看到的名称（在扫描的文件夹之外，或被筛选条件排除）：硬链接会使它们可以通过此副本的名称被编辑，因此保持原样
reason-kept-link-gone = { $path } 已不再是清理时创建的链接：{ $kept } 已不再是同一个文件（已被删除或保存时被替换），因此 { $path } 现在的内容是您当前的工作，保持原样；原文件仍在回收站中
# $files is how many files of the folder, $first the first of them.
reason-folder-links-replaced =
    { $files ->
        [1] 其中的 { $first } 已不再是清理时创建的链接（该处被放入了其他内容），因此保持原样，其原文件仍在回收站中；文件夹的其余部分已放回原处
       *[other] 其中有 { $files } 个文件（第一个是 { $first }）已不再是清理时创建的链接（该处被放入了其他内容），因此保持原样，其原文件仍在回收站中；文件夹的其余部分已放回原处
    }
reason-cannot-unshare = 无法重新拥有独立的数据块，因此仍是克隆：{ $problem }
reason-already-in-place = 已在原处
reason-already-in-place-copy-in-trash = 已在原处；回收站中的 { $trash_entry } 仍有一份完全相同的副本（之前的一次恢复在删除它之前停止了）
reason-gone-from-trash = 在回收站中未找到（已清空、已手动恢复，或该处挂载了另一块磁盘）；它仍保留在列表中，之后的撤销会再次查找
reason-unrelated = 在回收站中未找到：回收站中有一个同名的无关项目，该项目未被改动；它仍保留在列表中，之后的撤销会再次查找
reason-never-left = 没有需要放回的内容：此文件从未离开（它是克隆，与 { $kept } 共享数据块；`--unshare-clones` 可让它重新拥有独立的数据块）
reason-not-shared = 其数据块已是它独有的
reason-changed-since-clone = 自克隆以来它已被替换或写入，因此保持原样

# One cleanup or restore at a time. $holder is what the other Doppel wrote of itself
# ("process 4242, cleaning up"), as it wrote it.
lock-busy = 另一个 Doppel 正在清理或恢复；请等它完成后再试
lock-busy-holder = 另一个 Doppel 正在清理或恢复（{ $holder }）；请等它完成后再试
lock-unusable = 无法获取锁 { $path }：{ $problem }

# Doppel's cleanup journal could not be written (no journal, no move); $problem is the
# system's words.
journal-not-started = 无法在 { $folder } 中写入清理日志：{ $problem }
journal-not-updated = 无法更新清理日志 { $path }：{ $problem }
journal-not-written = 无法写入清理日志 { $path }：{ $problem }

# A reference folder that could not be read in full before a cleanup: $entry is what in it
# could not be read, $problem the system's words or reference-not-a-folder.
reference-unreadable = 无法完整读取参考文件夹 { $reference }（{ $entry }：{ $problem }）；在无法将其中所有文件与其他文件区分开之前，不会将任何文件移入回收站
reference-not-a-folder = 它不是文件夹

# Why a cleanup stopped before its end (else the journal's own words, or a reason).
stopped-cancelled = 清理已被取消

# How an item a restore put back differs from what was trashed.
changed-in-trash-written-to = 移入回收站后被写入过；按其现在的状态恢复
# $changes is a list of changed-in-trash-added, -gone and -edited, joined by the separator.
changed-in-trash-folder-files = 移入回收站后发生了变化（{ $changes }）；整个文件夹按其现在的状态恢复
changed-in-trash-separator = { "、" }
changed-in-trash-added = 新增 { $files } 个文件
changed-in-trash-gone = 缺少 { $files } 个文件
changed-in-trash-edited = 改动 { $files } 个文件
changed-in-trash-linked-folder-gone = 该文件夹已不存在；回收站中保存的原文件将作为一个文件夹恢复
changed-in-trash-edited-through-link = 清理后该文件通过其链接名称被编辑过；原文件按原样恢复，所做的编辑保留在 { $kept } 中
changed-in-trash-link-originals-gone = 其中 { $files } 个文件已不在回收站中；它们的名称仍保留清理时创建的链接

# Why a way to reclaim space would leave a file alone (the cleanup's confirmation).
left-alone-not-exact = 是相似文件，而非逐字节相同的副本：只有完全相同的副本才会被替换
left-alone-other-file-system = 所保留的副本 { $kept } 位于另一个文件系统上
# $copy and $kept_has are each written by reason-access.
left-alone-access-differs = 其所有者或权限（{ $copy }）与所保留副本的（{ $kept_has }）不同
left-alone-attributes-differ = 其扩展属性或 ACL（{ $names }）与所保留副本的不同
left-alone-kept-in-reference = 所保留副本位于参考文件夹 { $reference } 中，硬链接会使其在这里可被编辑
left-alone-cannot-share-blocks = 其文件系统无法在文件之间共享数据块
left-alone-not-permitted = 既不属于你，你也无权写入：无法共享其数据块
left-alone-no-hard-links = 其文件系统不能为文件提供第二个名称（不支持硬链接）

## Shared: the space a cleanup measured as freed (src/i18n/space.rs)

# One line per file system: the first message, then each gap joined by space-then, then
# space-end around the whole. $mount is where the file system is mounted; sizes come
# written as the language writes them.
space-freed = 在 { $mount } 上释放了 { $freed }（预计 { $expected }）
space-trash-later = 在回收站清空之前，{ $mount } 上不会释放空间；清空后将回收 { $size }。
space-freed-nothing = 在 { $mount } 上未释放任何空间：已用空间比之前多 { $used }（预计释放 { $expected }）
# $problem is the system's words, or space-other-file-system.
space-not-measured = 清理后无法测量 { $mount } 上的可用空间（{ $problem }）；预计释放 { $expected }
space-other-file-system = 该处现在挂载的是另一个文件系统
space-then = { $before }；{ $gap }
space-end = { $line }。
space-gap-trash-not-emptied = 清空回收站后还会再释放 { $size }
space-gap-journal = 比预计少的 { $size } 是 Doppel 自己的记录：清理的日志
# $records: how many .trashinfo files the cleanup wrote in the trash.
space-gap-own-records = 比预计少的 { $size } 是 Doppel 自己的记录：回收站中的 { $records } 个 .trashinfo 记录（清空回收站时随之删除）和清理的日志
space-gap-held-elsewhere = 比预计少 { $size }：这些数据块仍被别处占用（快照、这些副本的其他克隆），或者其他程序在此期间写入了数据
space-gap-other-changes = 比预计多 { $size }：其他程序在此期间释放了空间

## Shared: why a scan skipped a file or folder (src/i18n/skips.rs)

# Each follows the path, as "/a/b.txt: permission denied". A decoder's, an extractor's or
# the system's own words come as they are.
skip-io-permission-denied = 权限不足
skip-io-vanished = 在扫描期间消失
skip-io-too-many-links = 符号链接的层级过多
skip-io-input-output = 输入/输出错误（磁盘或网络共享出现故障）
skip-io-name-too-long = 路径长度超过系统允许的上限（4,096 字节），因此无法打开
skip-io-stale-handle = 网络文件句柄已失效（共享已更改）
skip-broken-link = 符号链接已损坏：其目标不存在
skip-link-loop = 符号链接循环：它指回一个正在扫描的文件夹
skip-link-not-followed = 是符号链接（未跟随）
skip-not-regular-file = 不是普通文件
skip-changed-while-read = 在扫描期间发生了更改（大小或修改时间与列出时不同）
skip-replaced-while-read = 在扫描期间被替换成了不是普通文件的项目
skip-own-folder = 是 Doppel 自己的文件夹（存放清理日志、缓存或设置）；绝不会被扫描
skip-root-in-own-folder = 位于 Doppel 自己的文件夹（存放清理日志、缓存或设置）中；绝不会被扫描
skip-link-into-own-folder = 是指向 Doppel 自己的文件夹（存放清理日志、缓存或设置）内的链接；该文件夹绝不会被扫描
skip-trash-folder = 是回收站文件夹；回收站中的文件绝不会被扫描
skip-root-in-trash = 位于回收站文件夹中；回收站中的文件绝不会被扫描
skip-link-into-trash = 是指向回收站文件夹内的链接；回收站中的文件绝不会被扫描
skip-root-gone = 该文件夹已不存在（已被删除或重命名）；如果它重新出现，将再次扫描
skip-not-there = 文件或文件夹不存在
skip-not-file-or-folder = 既不是普通文件，也不是文件夹
skip-changed-while-compared = 在比较期间发生了更改
# $why is ffprobe's or ffmpeg's own words.
skip-video-unreadable = 无法读取视频：{ $why }
skip-video-timed-out = 读取视频用时超过 { $seconds } 秒
skip-video-no-frames = 视频中没有 ffmpeg 能读取的画面
skip-video-not-a-container = 不是视频文件，而是 ffmpeg 的“{ $format }”格式（从不读取指向其他文件的播放列表或脚本）
skip-image-unknown-format = 不是 Doppel 能读取的格式的图片
# $tool is the program and the Debian package that has it: heif-convert (libheif-examples).
skip-image-decoder-missing = 未安装其解码器：{ $tool }

# Why an image could not be compared. $form is the decoder's words for a form it cannot
# read ("PSD compression 3"); $limit one of the image-too-large-… messages; $why one of
# the damage-… messages, or the decoding library's own words.
image-unsupported = 图片采用 Doppel 无法读取的形式（{ $form }）
image-too-large = 图片太大，无法比较（{ $limit }）
image-too-large-pixels = { $width } × { $height } 像素；上限为 { $megapixels } 百万像素
image-too-large-memory = 其解码器需要超过 600 MiB 的内存
image-too-large-psd = 超过 1 GiB 的 PSD 文件
image-damaged = 图片已损坏（{ $why }）
image-damaged-raw = RAW 文件已损坏（{ $why }）
# $problem is the system's words.
image-could-not-start = 无法启动图片解码器：{ $problem }
image-killed = 图片解码器崩溃（{ $tool } 被信号 { $signal } 终止）
image-timed-out-seconds = 图片解码器在 { $seconds } 秒后超时
image-timed-out-milliseconds = 图片解码器在 { $milliseconds } 毫秒后超时
damage-ends-early = 文件提前结束
damage-header-ends-early = 文件头提前结束
damage-no-size = 文件头未给出尺寸
damage-no-pixels = 没有像素
damage-size-given-twice = 尺寸以两种方式给出
damage-not-heif = 没有 meta box：不是 HEIF 图片
damage-box-past-end = 有一个 box 超出了文件末尾
# $kind is a box's four-letter name (ispe, moov).
damage-box-length = { $kind } box 的长度为 { $length } 字节
damage-no-picture = 解码器没有输出图片
damage-composite-cut-short = 合成图片被截断
damage-no-preview = 没有 Doppel 能读取的预览
damage-preview-too-large = 预览大于 256 MiB
damage-preview-ends-early = 预览提前结束
damage-not-tiff = 不是 TIFF 结构
damage-too-many-entries = 某个图片目录声称有超过 1000 个条目
damage-moov-too-large = moov box 过大
damage-no-image-track = 没有图片轨道
damage-no-moov = 没有 moov box

# The kinds the list of skipped files is grouped under, where a reason carries words of
# its own (the others are grouped under the reason itself).
skip-heading-unreadable = 无法读取
skip-heading-too-short = 太短，无法作为文档比较
skip-heading-document-unreadable = 无法作为文档读取
skip-heading-image-unreadable = 无法读取图片
skip-heading-not-an-image = 不是 Doppel 能读取的图片
skip-heading-image-too-large = 图片太大，无法比较
skip-heading-image-damaged = 图片已损坏
skip-heading-decoder-crashed = 图片解码器崩溃
skip-heading-decoder-timed-out = 图片解码器用时过长
skip-heading-video-unreadable = 无法读取视频
skip-heading-video-not-a-container = 不是视频文件（播放列表或脚本）

## Shared: what a scan tells at its end, and an ignore list that could not be used (src/i18n/notices.rs)

# $tool is the program and the Debian package that has it.
notice-heif-tool-missing = 有 { $images } 张 HEIC 或 AVIF 图片未参与相似度比较：未安装 { $tool }
# $tool is ffmpeg or ffprobe, $why what running it gave.
notice-videos-off = 未查找相似视频：无法运行 { $tool }（{ $why }）；请安装 ffmpeg（sudo apt-get install ffmpeg）以查找它们
# A file Doppel did not make where its fingerprint cache would be: left untouched. $what is
# one of the found-… messages; $problem the system's words.
cache-not-ours = { $path } 不是 Doppel 的指纹缓存（{ $what }），因此 Doppel 不会动它
cache-not-ours-companion = { $path } 不是指纹缓存旁边 SQLite 自己的文件（{ $what }），因此 Doppel 不会动它
cache-unreadable = 无法读取 { $path }（{ $problem }），因此 Doppel 不会动它
found-symbolic-link = 一个符号链接
found-folder = 一个文件夹
found-not-regular-file = 不是普通文件
found-empty-file = 一个空文件
found-not-sqlite = 不是 SQLite 数据库
found-other-programs-database = 其他程序的 SQLite 数据库
found-other-users-file = 它属于与缓存所有者不同的用户
found-not-write-ahead-log = 它的开头不像 SQLite 的预写日志
found-not-shared-memory-index = 它的开头不像 SQLite 的共享内存索引
found-not-rollback-journal = 它的开头不像 SQLite 的回滚日志
found-leftover = 数据库已不在，旁边残留的文件

# Why a file is not an ignore list; $error is the JSON reader's own words.
ignore-damage-not-json = 它不是 JSON：{ $error }
ignore-damage-version = 它是第 { $version } 版，而此 Doppel 读取第 { $known } 版
ignore-damage-shape = 它不是忽略列表：{ $error }
ignore-damage-not-regular-file = 它不是普通文件
ignore-damage-too-large = 它大于 { $limit }，超过任何忽略列表
# $damage is one of the ignore-damage-… messages; $error the system's words.
ignore-set-aside = 忽略列表 { $path } 无法使用（{ $damage }）；它已被移到 { $aside }，它隐藏的组会重新显示
ignore-damaged = 忽略列表 { $path } 无法使用（{ $damage }），也无法移到一旁（{ $error }）；它隐藏的组会重新显示，它本身保持原样
ignore-unreadable = 无法读取忽略列表 { $path }（{ $error }）；它隐藏的组会重新显示，它本身保持原样
ignore-not-used = 无法使用忽略列表 { $path }（{ $damage }）；它保持原样，不隐藏任何内容

## Command line: general messages (each printed after "doppel: ")

path-said = { $path }：{ $what }
cli-no-window =
    无法打开窗口：{ $error }
    桌面应用需要图形会话；`doppel scan PATH` 无需图形界面即可使用。
cli-no-app = 此版本不包含桌面应用（构建时未启用 `gui` 功能）；请使用 `doppel scan PATH`、`doppel watch`、`doppel clean` 或 `doppel restore`（参见 `doppel --help`）
cli-not-a-command = “{ $word }”既不是命令也不是文件夹；您是不是要输入“{ $suggested }”？
cli-no-display = 没有可以打开窗口的显示器（WAYLAND_DISPLAY 和 DISPLAY 均未设置）；请在桌面中启动 Doppel，或者运行 `doppel scan FOLDER`，无需窗口即可扫描
cli-display-refused = 无法在显示器 { $display } 上打开窗口：{ $problem }；请检查桌面会话是否正在运行、此用户是否有权使用它，或者运行 `doppel scan FOLDER`，无需窗口即可扫描
cli-no-graphics = 窗口无法开始绘制（{ $problem }）；桌面应用需要 OpenGL（Debian 软件包 libgl1 和 libegl1，以及显卡驱动）；运行 `doppel scan FOLDER` 无需窗口即可扫描
cli-write-failed = 无法写入报告（{ $target }）：{ $error }
cli-standard-output = 标准输出
cli-ignore-list-missing = 忽略列表 { $path } 不存在；不隐藏任何内容
cli-show-ignored = { $hidden }（doppel scan --show-ignored 可显示它们）
cli-cache-not-ours = { $problem }；请用 --cache-file 另选文件，或使用 --no-cache
cli-bad-exclude = 无效的 --exclude 模式：{ $problem }
cli-no-threads = 无法启动工作线程：{ $problem }

## Command line: values the options take ($text is what was typed)

arg-error-threads-not-number = “{ $text }”不是整数；请输入 8 这样的数字
arg-error-threads-range = { $value } 不在 1 到 { $max } 之间；省略 --threads 即使用默认值
arg-error-similarity-not-number = “{ $text }”不是数字；请输入 { $default } 这样的值
arg-error-similarity-range = { $value } 不在 0.5 到 1.0 之间
arg-error-share-not-number = “{ $text }”不是数字；请输入 0.8 这样的比例
arg-error-share-range = { $value } 不在 0 到 1 之间；请输入 0.8 这样的比例，或输入 0 只查找重复文件夹
arg-error-seconds-not-number = “{ $text }”不是整数秒数；例如请输入 60
arg-error-seconds-zero = 间隔至少为 1 秒（为 0 将不停顿地反复扫描）
arg-error-size-not-size = “{ $text }”不是大小；请输入字节数，如 4096 或 4K
arg-error-size-suffix = 未知的大小单位“{ $suffix }”；请使用 K、M、G 或 T
arg-error-size-too-large = “{ $text }”太大

## Command line: the scan's progress line

progress-walking = 遍历：{ $files } 个文件，{ $size }
progress-comparing-documents = 正在比较 { $count } 个文档
progress-comparing-folders = 正在比较 { $count } 个文件夹
progress-files = { $phase }：{ $done }/{ $total } 个文件
progress-bytes = { $done }/{ $total }，剩余 { $left }

## Command line: the text report of `doppel scan` and `doppel watch`

report-sets = 只列出连接 { $a } 与 { $b } 的组（仅在任一方内部的副本不列出）。
report-exact-group = 第 { $number } 组：{ $files } 个完全相同的文件，每个 { $size }，可释放 { $reclaimable }
report-near-alike = 相似度 { $percent }%
report-near-alike-range = 相似度 { $low }%–{ $high }%
report-near-group = 第 { $number } 组：{ $files } 个相似文档，{ $alike }
report-near-group-chain = 第 { $number } 组：{ $files } 个相似文档，{ $alike }；并非全部高于阈值：一条版本链
report-near-pair = [{ $a }] ~ [{ $b }]  相似度 { $percent }%，simhash 距离 { $distance }
report-image-group = 第 { $number } 组：{ $files } 张相似图片，以标 * 的一张为准
report-image-distance = 距离 { $distance }
report-image-taken = 拍摄于 { $when }
report-video-group = 第 { $number } 组：{ $files } 个相似视频
report-folder-duplicate = 文件夹组 F{ $number }：{ $folders } 个内容相同的文件夹，可释放 { $reclaimable }
report-folder-similar = 文件夹组 F{ $number }：2 个相似文件夹，{ $percent }% 的文件内容相同
report-files = { $count } 个文件
report-folder-inside = （这些文件夹内有 { $groups } 个文件组，下文不再重复列出）
report-hard-link = { $path }（硬链接，同一文件）
report-companions = 附带 { $names }（同一张照片：它们会随之移入回收站）
report-skipped = 已跳过 { $count } 个文件或文件夹：
report-too-short = { $count } 个文档太短，无法比较（列在 --format json 的输出中）。
report-no-exact = 未发现完全相同的重复文件。
report-summary-exact = { $groups } 组完全相同的副本，{ $files } 个多余文件，可释放 { $size }。
report-summary-near = { $groups } 组相似文档。
report-summary-images = { $groups } 组相似图片。
report-summary-videos = { $groups } 组相似视频。
report-summary-folders = { $groups } 组重复文件夹，{ $pairs } 对相似文件夹。
report-summary-scanned = 已扫描 { $files } 个文件（{ $size }），用时 { $seconds } 秒。
report-summary-scanned-cancelled = 已扫描 { $files } 个文件（{ $size }），用时 { $seconds } 秒，扫描在完成前被取消。
report-only-here-cancelled = 扫描在完成前停止，因此无法确定哪些文件只存在于这里。
report-only-here-none = 每个文件在 { $references } 中都有副本。
report-only-here = { $files } 个文件（{ $size }）在 { $references } 中没有副本。

## Command line: doppel cache

cache-no-folder = 此处没有已知的用户缓存文件夹（是否设置了 HOME？）；请使用 --cache-file
cache-cleared = 已清空指纹缓存（{ $path }）。
cache-clear-failed = 无法清空位于 { $path } 的缓存：{ $error }

## Command line: doppel compare

compare-not-compared = 未比较：两个文件都必须是文档。
compare-resemblance = 相似度：{ $percent }% 的词三元组相同（精确值）
compare-simhash-within = simhash 距离：64 位中有 { $distance } 位不同（在 k = { $k } 以内）
compare-simhash-beyond = simhash 距离：64 位中有 { $distance } 位不同（超出 k = { $k }）
compare-near-yes = 按 { $percent }% 的阈值是否近似重复：是
compare-near-no = 按 { $percent }% 的阈值是否近似重复：否
compare-side = { $format }，{ $triples } 个词三元组（{ $distinct } 个不同）
compare-side-read = 已读取
compare-same-words = （两个文本的词语相同）
compare-write-failed = 无法写出比较结果：{ $error }

## Command line: doppel watch

watch-no-ctrl-c = 无法捕获 Ctrl+C（{ $error }）；请用信号停止
watch-some-unwatched = 部分文件夹未被监视；--rescan-every SECONDS 会定时扫描它们

## Command line: doppel generate

generate-no-page = 没有 `doppel { $command }` 的手册页；请指定以下命令之一，或不指定命令以获取 doppel 本身的手册页：{ $commands }
generate-write-failed = 无法写入：{ $error }

## Command line: doppel clean

clean-owner-change-alone = --allow-owner-change 需与 --as hardlink 一起使用（只有硬链接会改变谁能读取某个名称）；未移动任何文件
clean-report-unreadable = 无法读取报告 { $path }：{ $reason }
clean-report-missing = 文件不存在
clean-report-not-file = 它不是普通文件（请提供 `doppel scan --format json -o FILE` 写出的 JSON 文件）
clean-report-too-large = 它比 Doppel 写出的任何报告都大（4 GiB）
clean-report-not-utf8 = 它不是 UTF-8 文本
clean-report-invalid = { $problem }（可用 `doppel scan --format json -o FILE PATH` 生成报告）
clean-reference-missing = 找不到参考文件夹 { $path }：{ $error }
clean-reference-not-folder = 参考文件夹 { $path } 不是文件夹
clean-planned = 计划处理：{ $what }，{ $size }
clean-planned-dry-run = 计划处理：{ $what }，{ $size }（试运行：执行全部检查，不移动任何文件）
clean-planned-folders = { $folders } 个文件夹
clean-planned-files = { $files } 个文件
clean-planned-files-companions = { $files } 个文件（连同 { $companions } 个附属文件）
clean-planned-files-companions-left = { $files } 个文件（{ $companions } 个附属文件保留在原处：只替换重复文件）
clean-failed = { $problem }；未移动任何文件
clean-verb-trash = 已移入回收站
clean-verb-trash-dry-run = 将移入回收站
clean-verb-hardlink = 已替换为硬链接
clean-verb-hardlink-dry-run = 将替换为硬链接
clean-verb-clone = 已改为克隆
clean-verb-clone-dry-run = 将改为克隆
clean-line = { $verb }：{ $path }
clean-line-companion = { $verb }：{ $path }（随 { $photo } 一起）
clean-line-folder = { $verb }：{ $path }（整个文件夹，{ $size }）
clean-line-folder-cloned = { $verb }：{ $path }（整个文件夹，{ $size }：每个文件与其在 { $kept } 中的副本共享数据块）
clean-line-folder-cloned-dry-run = { $verb }：{ $path }（整个文件夹，{ $size }：每个文件将与其在 { $kept } 中的副本共享数据块）
clean-line-folder-linked = { $verb }：{ $path }（整个文件夹，{ $size }，逐个文件：每个文件现在与其在 { $kept } 中的副本是同一文件）
clean-line-folder-linked-dry-run = { $verb }：{ $path }（整个文件夹，{ $size }，逐个文件：每个文件将与其在 { $kept } 中的副本是同一文件）
clean-line-cloned = { $verb }：{ $path }（与 { $kept } 共享数据块）
clean-line-cloned-dry-run = { $verb }：{ $path }（将与 { $kept } 共享数据块）
clean-line-cloned-nothing = { $verb }：{ $path }（与 { $kept } 共享数据块；这些数据块原本已全部共享，因此不会释放空间）
clean-line-cloned-nothing-dry-run = { $verb }：{ $path }（将与 { $kept } 共享数据块；这些数据块原本已全部共享，因此不会释放空间）
clean-line-linked = { $verb }：{ $path }（现在与 { $kept } 是同一文件）
clean-line-linked-dry-run = { $verb }：{ $path }（将与 { $kept } 是同一文件）
clean-done-linked-files = 清理 { $id }：{ $count } 个文件已替换为硬链接（每个名称现在与保留的副本共用同一文件：通过其中一个修改会同时改变两者）；原文件在回收站中，清空回收站后将释放 { $size }；`doppel restore { $id }` 可将其恢复。
clean-done-linked-folders = 清理 { $id }：{ $count } 个文件夹已逐个文件替换为硬链接（每个名称现在与保留文件夹中的副本共用同一文件：通过其中一个修改会同时改变两者）；原文件在回收站中，清空回收站后将释放 { $size }；`doppel restore { $id }` 可将其恢复。
clean-done-cloned-files = 清理 { $id }：{ $count } 个文件已改为所保留副本的克隆（各自保留名称、所有者、权限、时间和内容；只共享数据块）；没有文件进入回收站，预计立即释放 { $size }；`doppel restore --unshare-clones { $id }` 可让它们重新拥有独立的数据块。
clean-done-cloned-folders = 清理 { $id }：{ $count } 个文件夹已逐个文件改为所保留副本的克隆（每个文件保留名称、所有者、权限、时间和内容；只共享数据块）；没有文件进入回收站，预计立即释放 { $size }；`doppel restore --unshare-clones { $id }` 可让其中的文件重新拥有独立的数据块。
clean-done-trash-files = 清理 { $id }：{ $count } 个文件已移入回收站；`doppel restore { $id }` 可将其恢复。
clean-done-trash-folders = 清理 { $id }：{ $count } 个文件夹已移入回收站；`doppel restore { $id }` 可将其恢复。
clean-stopped = 提前停止：{ $why }
clean-left-alone-no-rule = 未处理：{ $groups }（未提供 { $option } 规则）。
clean-decided-fallback = 已决定：{ $groups }（{ $rule }：{ $why }）。
clean-left-alone = 未处理：{ $groups }（{ $rule }：{ $why }）。
clean-groups-exact = { $count } 组完全相同的副本
clean-groups-near = { $count } 组相似文档
clean-groups-images = { $count } 组相似图片
clean-groups-videos = { $count } 组相似视频
clean-groups-folders = { $count } 组重复文件夹
clean-left-alone-similar-folders = 未处理：{ $pairs } 对相似文件夹（只清理重复文件夹）。
clean-no-duplicate-folders = 报告中没有重复文件夹（扫描时启用文件夹检测才能找到）。
clean-left-alone-all-folders = 未处理：所有重复文件夹组（未提供 --keep 规则）。
clean-left-in-place = { $files } 个文件保留在原处：

## Command line: doppel restore

restore-nothing = 没有可恢复的内容：没有任何清理仍有文件在回收站中。
restore-no-such-cleanup = 没有编号为 { $id } 的清理记录（`doppel restore --list` 可列出所有清理）。
restore-restored = 已恢复：{ $path }
restore-unshared = 重新拥有独立数据块：{ $path }
restore-settled = 无需处理：{ $path }：{ $reason }
restore-still-in-trash = 仍在回收站中：{ $files } 个文件
restore-still-shared = 仍与保留的副本共享数据块：{ $clones } 个克隆
restore-done = 清理 { $id }：已恢复 { $restored } 个，仍有 { $left } 个在回收站中。
restore-done-unshared = 清理 { $id }：已恢复 { $restored } 个，{ $unshared } 个克隆重新拥有独立数据块，仍有 { $left } 个在回收站中。
restore-none-recorded = 没有任何清理记录。
restore-column-id = 编号
restore-column-started = 开始时间
restore-column-kind = 类型
restore-column-files = 文件数
restore-column-in-trash = 在回收站中
restore-column-state = 状态
restore-started-unknown = （未知）
restore-state-finished = 已完成
restore-state-interrupted = 已中断（每个已移动的文件都有记录）
restore-state-damaged = { $state }；日志已损坏：{ $damage }

## Command line: clap's own words around the help (other languages than English)

cli-usage = 用法：
cli-heading-arguments = 参数
cli-heading-options = 选项
cli-heading-commands = 命令
cli-help = 显示帮助
cli-help-more = 显示帮助（使用 --help 查看更多）
cli-help-summary = 显示帮助（使用 -h 查看摘要）
cli-version = 显示版本
cli-help-command = 显示此信息或指定子命令的帮助
cli-help-command-argument = 显示指定子命令的帮助
cli-default = [默认值：{ $value }]
cli-possible-values = [可选值：{ $values }]
cli-possible-values-heading = 可选值：
cli-list-separator = 、

# clap 的错误（英文用 clap 自己的）。
cli-error = 错误：{ $message }
cli-error-more = 要了解更多，请试试“{ $help }”。
cli-error-unknown-argument = 意外的参数“{ $argument }”
cli-error-similar-argument = 提示：有一个相似的参数：“{ $suggested }”
cli-error-unknown-command = 无法识别的子命令“{ $command }”
cli-error-similar-command = 提示：有一个相似的子命令：“{ $suggested }”
cli-error-invalid-value = “{ $argument }”的值“{ $value }”无效
cli-error-similar-value = 提示：有一个相似的值：“{ $suggested }”
cli-error-no-value = “{ $argument }”需要一个值，但没有提供
cli-error-invalid-value-why = “{ $argument }”的值“{ $value }”无效：{ $why }
cli-error-missing = 缺少以下必需的参数：
cli-error-conflict = 参数“{ $argument }”不能与“{ $other }”同时使用
cli-error-too-many = “{ $argument }”的值“{ $value }”是多余的；不需要更多的值

## Command line: the help of each command (cmd-COMMAND) and argument (arg-COMMAND-ARGUMENT)
##
## 与英文相同：换行在两个汉字之间不加空格，其他情况视为一个空格；空行表示新段落。
## FILE、PATH、RULE、SECONDS 等值名保持用法行中的写法。

cmd-doppel = 查找重复文件和近似重复的文档
    .long =
        Doppel 查找逐字节相同的文件，以及几乎相同的文档（编辑过的副本、旧版本、由 DOCX 生成的
        PDF）。扫描只读取文件；只有在您清理时，桌面应用才会把文件移入系统回收站，并且可以恢复。
cmd-scan = 扫描文件夹并列出重复或相似的文件和文件夹组
    .after =
        退出状态：扫描完成时为 0（无论是否找到重复文件），用法错误或文件夹不存在、无法读取时为 2，其他失败为
        1；使用 --fail-if-unique 且有文件在参考文件夹中没有副本时为 3。
cmd-watch = 扫描后继续监视这些文件夹，每次变化后重新列出各组
    .after =
        按 Ctrl+C 停止。退出状态：停止时为 0，用法错误或文件夹不存在、无法读取时为 2，其他失败为 1。
cmd-cache = 管理指纹缓存
cmd-cache-clear = 删除指纹缓存（下次扫描会重新读取每个文件）
cmd-cache-info = 显示缓存的位置和大小
cmd-clean = 将已保存的 JSON 报告中每个完全相同组的多余副本移入回收站
    .after =
        完全相同的组（逐字节相同的副本）按 --keep 清理；相似文档组除非给出 --near RULE，相似图片组除非给出
        --images，相似视频组除非给出 --videos，否则都保持不变。每个文件在移入回收站之前都会再次检查（大小和修改时间与扫描时相同；
        对于完全相同的副本，还要与所保留的副本字节相同，且所保留的副本必须仍然存在）；未通过检查的文件留在原处。文件只会移入回收站；
        每个文件在移动之前都会记入日志，因此即使按了 Ctrl+C 或发生崩溃，`doppel restore --last`
        也能把它们恢复。同一时间只运行一个清理或恢复。使用 --folders 时，改为将报告中重复文件夹组的多余文件夹整个移入回收站，
        且仅当其中每个文件在所保留的文件夹中都有副本（按内容）时才这样做。参考文件夹（报告中的，或用 --reference
        给出的）中的任何内容都不会被移入回收站。

        使用 --as hardlink 时，改为把每个副本替换为指向所保留副本的硬链接：其名称保留，打开的是所保留的文件，
        原文件作为该文件的第二个名称移入回收站（先记入日志，因此 `doppel restore`
        可以恢复原文件）。相互链接的名称共用同一个文件：通过其中一个修改会改变全部。清空回收站后空间才会释放。只链接与所保留副本在同一文件系统上、
        且所有者、组、权限和扩展属性与之相同的完全相同副本（除非使用 --allow-owner-change），且从不链接到参考文件夹中保留的副本。使用 --folders
        时，每个多余的文件夹逐个文件替换，每个文件换成指向所保留文件夹中其副本的链接，原文件放在一个与该文件夹结构相同的回收站条目中；
        有文件无法链接时，该文件夹会被拒绝或在该处停止，`doppel restore` 会把整个文件夹恢复。

        使用 --as clone 时，改为把每个副本变成所保留副本的克隆：文件系统让它与所保留的副本共享数据块（文件系统会在加锁的情况下自行逐字节比较两者，
        不同则拒绝）。没有文件进入回收站；每个路径都保留其内容，每个副本都保留其名称、所有者、权限、时间和扩展属性。
        其空间立即释放，但要减去其数据块原本已共享的部分（与快照或之前的克隆共享）。只克隆与所保留副本在同一文件系统上的完全相同副本，
        且仅限该文件系统能共享数据块的情况（btrfs、启用 reflink 创建的 XFS、bcachefs）：其他情况下每个副本都会被拒绝并说明原因（ext4、tmpfs、只读挂载）。
        使用 --folders 时，每个多余的文件夹逐个文件克隆到所保留文件夹中的副本上。`doppel restore
        --unshare-clones` 可让这些克隆重新拥有独立的数据块。

        摘要会针对每个涉及的文件系统，给出清理前后实测的可用空间和预期值，并在两者不同时说明原因。

        退出状态：每个计划中的文件都已移动（或使用 --dry-run 时都可移动）时为 0，有文件被拒绝（每个都会列出原因）或清理无法记入日志时为
        1，用法错误或报告无法读取时为 2。
cmd-restore = 恢复清理时移入回收站的内容（`--last`、一个编号，或用 `--list` 列出所有清理）
    .after =
        文件会从各自对应的回收站条目恢复到原来的位置，恢复前会检查条目内容是否未变；如果原位置现在已有文件，绝不会覆盖。
        被中断的清理（Ctrl+C、崩溃）与其他清理一样恢复。

        使用 --as clone 进行的清理没有需要恢复的内容（没有文件离开其名称；每个文件都会如实列出）；使用
        --unshare-clones 时，每个克隆都会重新获得独立的数据块（在其旁边写入一份副本，校验后与之交换），
        使其原先共享的空间重新归它自己所有：前提是它仍保存着克隆时的内容。

        退出状态：全部恢复时（或使用 --list 时）为 0，有文件无法恢复时为 1（每个都会列出原因；排除原因后再次运行即可），
        没有可恢复的内容或没有该清理时为 2。
cmd-compare = 把两个文件作为文档比较：精确的相似度、simhash 距离，以及使用 --diff 时改动的词语
    .after =
        相似度是精确值：在任一文档中出现的所有词三元组里，同时出现在两个文档中的比例（Jaccard
        指数），所用的文本提取和规范化与扫描相同，因此它就是扫描时与 --similarity 比较的数值。simhash
        距离是两个 64 位 simhash 之间不同的位数；不超过 3 时（Manku 等人针对近似重复网页所用的 k），
        两者按此度量也属于近似重复。

        退出状态：两个文件都已比较时为 0，有一个无法作为文档比较时为 1（不是文本、太短、无法读取：会输出原因），用法错误时为 2。
cmd-generate = 写出手册页或某个 shell 的补全脚本，由这些定义生成（供打包使用）
cmd-generate-man = 输出 doppel 的手册页，或指定命令的手册页（`man scan`、`man cache clear`）
cmd-generate-completions = 输出 SHELL 的补全脚本

arg-doppel-folders = 要在桌面应用中打开并立即扫描的文件夹（不带命令时打开应用）

arg-scan-paths = 要扫描的文件夹（或文件）
arg-scan-format = 输出格式
    .value-text = 易读的分组和摘要
    .value-json = 一个 JSON 文档（字段说明见 /usr/share/doc/doppel/json.md，源代码中为 docs/src/json.md）
    .value-csv = 每个文件一行，带组编号
arg-output = 将报告写入 FILE，而不是标准输出
arg-quiet = 不显示进度条，即使在终端中
arg-unique =
    不列出各组，而是列出所有 --reference 文件夹之外、在这些文件夹中没有副本（按内容）的文件：即删除那些文件夹会丢失的内容（使用
    --against 时，列出在所比较的文件夹中没有副本的文件）
arg-fail-if-unique = 与 --unique 一起使用：至少有一个这样的文件时以状态 3 退出（供脚本使用）

arg-watch-paths = 要扫描并监视的文件夹
arg-watch-format = 输出：每行一个 JSON 报告（结构与 `scan --format json` 相同），或文本
    .value-jsonl = 每行一个 JSON 文档
    .value-text = 易读的文本报告，以一行短横线分隔
arg-rescan-every = 另外每隔 SECONDS 秒（至少 1 秒）重新扫描一次，用于收不到变化事件的文件夹（网络挂载）或未能全部监视的文件夹

arg-ignore-list = 从 FILE 读取作为“非重复项”隐藏的组，而不是用户数据文件夹中的忽略列表（ignored.json）
arg-show-ignored = 同时显示作为“非重复项”隐藏的组和文件（不读取忽略列表）
arg-reference = 存放原件的文件夹（可重复）：同样会被扫描，其中的文件绝不会被移入回收站，只由其中文件组成的组不会列出
arg-against =
    集合对集合：另一集合 B 的一个文件夹（可重复），同样会被扫描。只列出将 PATH（A）中的文件与 B
    中的文件连在一起的组，绝不列出仅在 A 内部或仅在 B 内部的副本；B 中的任何内容都不会被移入回收站（它也是参考文件夹）；使用
    --unique 时，列出 A 中在 B 里没有副本的文件
arg-exact-only = 只查找完全相同的副本；不比较文档文本、图片或视频（仍会查找重复文件夹）
arg-images =
    查找相似图片（JPEG、PNG、WebP、GIF、BMP、TIFF、HEIC、AVIF、相机 RAW、PSD）：同一张照片经过缩放、重新压缩、轻微裁剪、旋转、镜像或编辑。默认开启；保留此选项是为了兼容使用它的脚本
arg-no-images = 不查找相似图片
arg-image-likeness =
    两张图片需要多相似才会归为一组（除非使用 --no-images）：very-similar（64 位中最多差 2 位）、similar（6）、alike（10）、loosely-similar（14）
    .value-very-similar = 64 位中最多差 2 位：同一张图片重新保存或缩放
    .value-similar = 最多差 6 位：还包括大幅重新压缩、调亮或加了标记
    .value-alike = 最多差 10 位：还包括裁剪了百分之几
    .value-loosely-similar = 最多差 14 位：可能混入一些场景相似但无关的照片
arg-videos =
    查找相似视频（MP4、MKV、WebM、MOV、AVI 等）：同一片段经过重新编码、缩放、轻微裁剪或截短，以及较长视频中的某个片段（并说明位置和时长）。默认开启；需要
    PATH 中有 ffmpeg 和 ffprobe；没有它们时，扫描会说明这一点（如果遇到视频）并照常查找其他所有内容
arg-no-videos = 不查找相似视频（否则会解码每个视频）
arg-min-size = 忽略小于此大小的文件；可使用单位 K、M、G（1024 的幂）。空文件永远不算重复，因此小于 1 的值按 1 计
arg-exclude = 跳过名称或完整路径与 GLOB 匹配的文件和文件夹（可重复），例如 '*.log'、'node_modules'、'/home/me/archive/**'
arg-hidden = 同时扫描隐藏的文件和文件夹（名称以点开头）
arg-include-trash =
    同时扫描回收站文件夹中的文件（主目录的回收站、.Trash-1000、.Trashes、$RECYCLE.BIN 等），否则它们会被略过并列为已跳过：
    它们会出现在组中，但任何保留规则都不会保留其中之一，回收站中的副本也永远不算作已保留
arg-follow-links = 跟随符号链接（会检测循环并列为已跳过）
arg-one-file-system = 停留在每个 PATH 所在的文件系统上；不进入其他挂载点
arg-threads = 用于遍历和计算哈希的工作线程数，1 到 256（默认：每个核心 4 个，至少 8 个，因为扫描大部分时间在等待磁盘）
arg-folders = 查找重复文件夹（递归地包含相同的文件内容，不论名称）和相似文件夹；在文本报告中，其中的组计入文件夹之下。默认开启
arg-no-folders = 不查找重复或相似文件夹：每个组单独列出
arg-same-names = 重复文件夹还必须以相同的名称存放其文件
arg-similar-folders =
    两个文件夹至少要有多大比例的文件内容相同（Jaccard 指数，0 到 1）才列为相似；为 0 时只列出重复文件夹
arg-no-cache = 不使用指纹缓存（重新读取每个文件）
arg-cache-file = 指纹缓存的位置（默认：用户缓存文件夹）

arg-similarity = 两个文档需要多相似才列为近似重复：其词三元组的相似度，取值 0.5 到 1.0
arg-drop-numbers = 比较文档时忽略数字
arg-stop-words = 忽略每个文档所检测出的语言中的停用词（“the”“of”“und”等）
arg-stem = 按每个文档所检测出的语言比较词干（“running” = “runs”）

arg-cache-cache-file = 缓存文件（默认：用户缓存文件夹）

arg-report = 由 `doppel scan --format json` 保存的报告
arg-keep =
    每组完全相同的副本保留哪一个（配合 --folders 时为每组重复文件夹）；其余移到回收站。规则是按顺序以逗号分隔的条件，
    每个条件打破前一个留下的平局：under:位置、not-under:位置（文件夹或 glob，~ 表示主目录）、newest、oldest、largest、
    shortest-path、highest-resolution、first-taken、format:EXT、first。示例：'under:~/Photos,oldest'。没有副本位于的位置
    会把选择交给下一个条件，最后仍然打平的副本保留路径排序最前的一个；加上 'strict' 则改为不处理这些组（没有副本是该格式时
    总是不处理）。除非给出 --near、--images 或 --videos，否则必须提供
arg-near = 同时按此规则清理相似文档组（同 --keep；`newest` 保留每组中最近修改的版本；默认关闭；请先试用 --dry-run）
arg-clean-images =
    同时按此规则清理相似图片组（同 --keep；对图片还可用 highest-resolution、按 EXIF 日期的 first-taken、format:jpeg；默认关闭；请先在应用中查看这些组，或试用
    --dry-run）
arg-clean-videos = 同时按此规则清理相似视频组（同 --keep；默认关闭）。只有在所保留的副本仍在、且自扫描以来未变时，视频才会被移走
arg-dry-run = 执行全部检查并列出将移入回收站的内容，不改动任何文件
arg-clean-reference = 参考文件夹（原件）：其中的任何内容都不会被移入回收站，组中有副本在其中时保留该副本（可重复；与报告中的参考文件夹合并）
arg-clean-folders =
    清理报告中重复文件夹组的多余文件夹，而不是其完全相同组的多余文件：每个文件夹整个移入回收站（使用 --as hardlink 或 --as
    clone 时，逐个文件替换）
arg-reclaim =
    每个副本的处理方式：移入回收站；替换为指向所保留副本的硬链接（这些名称随后共用同一文件：通过其中一个修改会改变全部；原文件在回收站中等待，清空回收站后释放空间）；
    或变成所保留副本的克隆（共享其数据块：没有文件进入回收站，每个路径都保留其内容；在文件系统无法共享数据块的地方拒绝并说明原因）
    .value-trash = 移入回收站
    .value-hardlink = 替换为指向所保留副本的硬链接（原文件移入回收站）
    .value-clone = 变成所保留副本的克隆：共享其数据块，保留名称、所有者、权限和内容；没有文件进入回收站（btrfs、启用 reflink 的 XFS、bcachefs）
arg-allow-owner-change =
    与 --as hardlink 一起使用：所有者、组、权限、扩展属性或 ACL 与所保留副本不同的副本也进行链接（每个名称随后采用所保留副本的设置，可能改变谁能读写它）

arg-last = 恢复最近一次仍有文件在回收站中的清理
arg-list = 列出已记录的清理，最新的在前，并显示每个清理仍有多少文件在回收站中
arg-id = 恢复该编号的清理（与 `--list` 显示的相同）
arg-unshare-clones = 让 `--as clone` 清理所产生的克隆重新拥有独立的数据块（其空间随之重新被占用；不使用此选项时，克隆保持原样：它从未离开其名称）

arg-a = 第一个文件
arg-b = 第二个文件
arg-diff = 同时输出逐词差异：按阅读顺序列出只在 A 中的词和只在 B 中的词（在终端中用颜色显示，通过管道输出时显示为 [-删除-]{ "{" }+插入+{ "}" }）
arg-compare-format = 输出格式
    .value-text = 易读的行
    .value-json = 一个 JSON 文档

arg-command = 要输出其手册页的命令（默认：doppel 本身）
arg-out-dir = 改为将每个手册页（doppel.1、doppel-scan.1 等）写入 DIR，替换已有文件
arg-shell = 要为其生成补全的 shell

## App: Settings, the language

settings-language = 语言
settings-language-desktop = 跟随桌面（{ $language }）

## App: the tabs and the list of groups (src/app/panels/results_list.rs)

tab-exact = 完全重复
tab-near = 相似文档
tab-images = 相似图片
tab-videos = 相似视频
tab-folders = 文件夹
tab-only-here = 仅在此处
results-tab = { $tab }（{ $count }）
results-tab-with-size = { $tab }（{ $count }，{ $size }）
results-in-folder-group = { $folder } · 属于文件夹组“{ $group }”
results-search-hint = 搜索路径（Ctrl+F）
results-search-name = 搜索路径
results-sort-hover = 分组排序方式
results-sets-line = 仅显示连接 { $a } 与 { $b } 的分组
results-sets-hover =
    只在一侧存在的副本不会列出。

    已扫描：
    { $scanned }

    比较对象（绝不会移到回收站）：
    { $against }
results-skipped = 已跳过 { $count } 个：查看原因
results-no-match = 没有分组的路径与搜索内容匹配。
results-clear-search = 清除搜索
results-none-exact = 未发现完全重复的文件
results-none-near = 未发现相似文档
results-none-images = 未发现相似图片
results-none-videos = 未发现相似视频
results-none-folders = 未发现重复或相似的文件夹
results-only-here-unknown = 扫描已停止，因此无法得知哪些文件仅在此处
results-only-here-none-against = 每个文件在比较对象文件夹中都有副本
results-only-here-none = 每个文件在参考文件夹中都有副本
results-scanned-in = 共扫描 { $count } 个文件（{ $size }）。
results-percent = { $percent }%
results-row-exact = { $count } 个相同文件，每个 { $each }，可释放 { $figure }
results-row-near = { $count } 个相似文档，相似度 { $figure }
results-row-images = { $count } 张相似图片，{ $figure }
results-row-videos = { $count } 个相似视频，共 { $figure }
results-row-name = { $name }，{ $what }
results-row-name-trash = { $name }，{ $what }，{ $trash } 个待移到回收站
results-image-distance-hover = 最不相似的图片与分组基准图片的哈希值相差 { $bits } 位（共 64 位）
results-files = { $count } 个文件
results-to-trash = { $count } 个待移到回收站

## Shared: how alike two images are (src/i18n/words.rs)

likeness-same = 同一张图片
likeness-very-similar = 非常相似
likeness-similar = 相似
likeness-alike = 较为相似
likeness-loosely-similar = 略微相似
likeness-different = 不同

## App: the review of a group (src/app/panels/review.rs)

review-select-group = 选择一个分组进行查看。
review-only-here = { $references } 中没有此文件的副本（按内容比较）。清除其他文件夹会丢失的 { $count } 个文件（{ $size }）中就有它。
review-preview = 预览
review-preview-of = { $name } 的预览
review-exact-heading = { $count } 个相同文件，每个 { $size }
review-exact-frees = 只保留一份副本可释放 { $size }。指向同一文件的硬链接显示在其下方，不会释放空间。
review-hard-link = 硬链接，同一文件：{ $path }
review-companions-hover = 它的伴随文件（RAW、实况照片视频、附属文件）：与它同属一张照片，会随它一起移到回收站
review-with-companions = 附带 { $names }
review-not-a-duplicate = 不是重复项
review-not-a-duplicate-hover = 将此文件移出分组，现在以及以后的扫描中只要它不变都生效（“已隐藏…”可将其恢复）
review-reference = 参考
review-reference-hover = 位于参考文件夹 { $folder }：绝不会被标记移到回收站，也不会被移到回收站
review-keep = 保留
review-keep-hover = 保留此项（对文件可按 Enter）
review-trash = 回收站
review-trash-hover = 清理时将此项移到回收站（对文件可按 Delete）
review-left-alone = 清理时保留：{ $reason }
review-goes-copy-kept = 清理时移走；其副本 { $path } 保留
review-versions = 各版本（最早的在前）
review-version-oldest = 最早
review-version-counting = 正在统计改动…
review-version-words = −{ $removed } / +{ $added } 个词
review-version-words-hover = 自上一版本以来删除 / 添加的词
review-version-not-comparable = 无法比较
review-version-compare = 比较
review-version-compare-hover = 与上一版本比较
review-pair-choose = 比较一对已核实的文档…
review-pair-choose-hover = 选择扫描比较过的两个文档
review-comparing = 正在比较文本…
review-open = 打开
review-show-in-folder = 在文件夹中显示
review-mark-group = 标记此分组…
review-mark-tab = 标记此标签页中的所有分组…
review-undo-mark = 撤销标记
review-not-duplicates = 不是重复项
review-not-duplicates-hover = 隐藏此分组，现在以及以后的扫描中只要其文件不变都生效，无论它们被移动到哪里或被重命名（“已隐藏…”可将其恢复）
review-keep-format = 保留某种格式…
review-keep-inside-folder = 保留某个文件夹中的副本…
review-write-rule = 编写规则…
review-write-rule-hover = 设置 › 保留规则
review-clear-marks = 清除所有标记
review-pixels = { $width } × { $height } 像素
review-no-preview = 无预览：{ $description }。
review-cannot-preview = 无法预览：{ $reason }
review-details = { $folder } · { $size } · 修改于 { $modified }

## App: the review of similar images (src/app/panels/image_review.rs, compared_images.rs)

images-heading = { $count } 张相似图片
images-heading-photos = { $photos } 张相似照片（{ $count } 个文件：RAW 与其 JPEG 算作一张照片）
images-around = 以 { $name }（{ $width } × { $height } 像素）为基准：这里的每张图片都与它相似（按最佳匹配方式旋转或镜像；指纹最多有 { $bits }/64 处不同）。
images-one-photo-with = 与 { $name } 同属一张照片：{ $what } · { $relation }
images-comparing = 正在使两张图片可比较…
images-cannot-compare = 无法比较：{ $reason }
images-the-reference = 分组的基准图片
images-distance = { $likeness }（相差 { $bits } 位，共 64 位）
images-taken = 拍摄于 { $date }
images-reference = 基准：{ $name }
images-compared = 比较：{ $name }
images-now-showing = 当前显示：{ $shown }
images-difference = 亮红色：{ $selected } 与 { $reference } 明显不同之处（占画面 { $percent }%）。浅红色：轻微差异（光线变化、重新压缩）。
images-cannot-show = 无法显示：{ $reason }
images-not-shown = 预览无法显示此图片。
images-view-side-by-side = 并排
images-view-flicker = 闪烁对比
images-view-difference = 差异

## App: how the list is sorted (src/app/results.rs)

sort-size = 可释放空间
sort-files = 文件数
sort-similarity = 相似度
sort-path = 路径

## App: the word diff (src/app/panels/diff_view.rs)

diff-previous = 上一处改动
diff-next = 下一处改动
diff-change-of = 第 { $number } 处改动，共 { $count } 处
diff-changes =
    { $count ->
        [0] 没有改动
       *[other] { $count } 处改动
    }
diff-changes-only = 仅显示改动
review-near-heading = { $count } 个相似文档
review-near-same = { $percent }% 的措辞相同
review-near-range = { $low }%–{ $high }% 的措辞相同
review-near-chain = 并非每一对都足够相似：这是一串版本，每个都与下一个相似，但首尾差异更大。
review-pair-similar = { $percent }% 的措辞相同
review-pair-similar-hover = 两个版本中都出现的三词短语所占的比例，精确计算：即相似度设置所比较的值。
review-pair-not-compared = 不是扫描直接比较过的一对：相邻版本
diff-show-spacing = 显示间距变化（{ $count }）
diff-show-spacing-hover = 词语及顺序都相同、只有空行、空格或换行不同的段落（例如 PDF 与生成它的文本）。它们不计为更改。
diff-changes-only-hover = 折叠未改动的部分；点击折叠处可展开
diff-words = −{ $removed } / +{ $added } 个词
diff-words-hover = 左侧有而右侧缺少的词 / 右侧有而左侧缺少的词
diff-truncated = （文本很长：只比较开头部分）
diff-rough = （文本差异很大：改动为粗略标记）
diff-fold = … { $count } 行未改动 …
diff-fold-hover = 显示这些行
diff-overview = 改动概览

## App: the review of similar videos (src/app/panels/video_review.rs)

videos-heading = { $count } 个相似视频
videos-explained = 每秒多次取样的画面在较短视频的大部分时长内相互吻合：同一片段经过重新编码、缩放或裁剪，或是较长视频中的一段。
videos-frames = 共同部分中相同时刻的画面
videos-reading-frames = 正在用 ffmpeg 读取画面…
videos-cannot-show-frames = 无法显示画面：{ $reason }
videos-cannot-read-frame = 无法读取此画面：{ $reason }

## App: the review of duplicate and similar folders (src/app/panels/folder_review.rs)

folders-duplicate-heading = { $count } 个内容相同的文件夹
folders-similar-heading = 2 个相似文件夹：{ $percent }% 的文件内容相同
folders-duplicate-frees = 只保留一个文件夹可释放 { $size }。其中的 { $groups } 个文件分组属于此分组。
folders-similar-explained = 它们的大部分文件互为副本（其中有 { $groups } 个文件分组）；请先确认某个文件夹中独有的内容，再将其移到回收站。
folders-comparing = 正在按当前状态比较文件夹…
folders-facts = { $count } 个文件 · { $size }
folders-facts-compared = { $facts } · 与下方所选文件夹比较
folders-show = 在文件管理器中显示
folders-left = 左侧：
folders-right = 右侧：
folders-only-left = 仅在左侧文件夹中
folders-only-right = 仅在右侧文件夹中
folders-changed = 已更改（位置相同，内容不同）
folders-moved = 已移动或重命名
folders-same = 相同
folders-section = { $title }：{ $count } 个文件，{ $size }
folders-unreadable = 无法读取：{ $count } 个文件或文件夹
folders-compare-text = 比较文本
folders-back = 返回文件夹比较

## App: notices in the status bar (src/app/model/events.rs)

notice-saved = 结果已保存到 { $path }（“打开报告…”可再次显示；标记不包含在报告中）。
notice-not-saved = 无法将结果保存到 { $path }：{ $reason }。请选择其他位置。
notice-not-hidden = 未隐藏任何内容：{ $problem }。
notice-hidden = 已标记为非重复项并隐藏，现在以及以后的扫描中只要文件不变都生效（工具栏中的“已隐藏…”可将其恢复）。
notice-ignore-list = 隐藏列表：{ $problem }。
notice-brought-back-scanning = 已恢复：正在重新扫描以显示它。
notice-brought-back-later = 已恢复：下次扫描时会显示。
notice-scan-failed = 扫描无法运行：{ $error }
notice-refresh-stopped = 已停止重新全面扫描：显示的分组与之前相同。
notice-resumed-finished = 已完成上次关闭 Doppel 时中断的扫描。
notice-scan-cancelled = 扫描已取消：显示此前找到的分组。
notice-restored = 已将 { $count } 个文件恢复到原文件夹。
notice-restored-scan-again = 已将 { $count } 个文件恢复到原文件夹。重新扫描即可看到它们所在的分组。
notice-unshared = 已让 { $count } 个克隆重新拥有独立的数据块。
notice-update-failed = 无法根据文件夹中的变化更新分组（{ $reason }）；正在重新全面扫描。
notice-open-failed = 无法打开 { $path }：{ $reason }。{ $then }
notice-open-failed-unchanged = 屏幕上的结果保持不变。
notice-open-failed-hint = 请打开由“保存结果…”或 `doppel scan --format json -o FILE` 写出的文件。
notice-what-report = 报告 { $path }
notice-what-results = { $date } 的结果
notice-none-here = { $what } 中的文件现在都不在这台计算机上（在其他计算机上生成，或位于未挂载的驱动器上）：分组按原样显示，但无法在此打开或清理。
notice-checked-gone = 已对照磁盘检查 { $what }：有 { $count } 个文件此后已消失或更改，已从分组中移除。重新扫描以查找新的副本。
notice-checked-unchanged = 已对照磁盘检查 { $what }：此后没有任何变化。
notice-interrupted = 扫描已连续中断 { $count } 次，因此 Doppel 没有自动重新开始。点击“扫描”再试一次。

## App: notices of the model (src/app/model/mod.rs)

notice-opening = 正在打开 { $path }…
notice-saving = 正在将结果保存到 { $path }…
notice-wait-cache = 请等待扫描完成后再清空缓存。
notice-nothing-to-undo = 没有可撤销的操作。
notice-add-folder-first = 请先添加要扫描的文件夹。
notice-rule-left-alone = { $rule }：此分组保持不变（{ $why }）。
notice-rule-applied = { $rule }：已标记 { $marked } 个分组，{ $left } 个保持不变（“撤销标记”可恢复）。
notice-rule-needs-name = 请为规则命名后再保存。
notice-rule-saved = 已保存规则“{ $name }”：{ $rule }。
notice-rule-not-saved = 规则未保存：{ $error }。
notice-no-data-folder = 未隐藏任何内容：没有可保存列表的数据文件夹（{ $why }）。
notice-wait-scan-to-move = 请等待扫描完成或取消扫描，然后再清理或恢复。
notice-wait-scan-to-open = 请等待扫描完成或取消扫描，然后再打开报告。
notice-wait-moves = 请等待清理或恢复完成：正在移动文件。
notice-nothing-to-save = 还没有可保存的结果：请先扫描或打开报告。

## App: pickers, opening files, the cache, watching, the session (src/app/workers.rs, session.rs)

picker-keep-folder = 保留此文件夹中的副本
picker-add-folders = 添加要扫描的文件夹
picker-report-filter = Doppel 报告（JSON）
picker-save-title = 将结果保存为报告
picker-open-title = 打开 Doppel 报告
open-desktop-failed = 桌面环境无法打开它（{ $status }）
open-xdg-open-failed = 无法运行 xdg-open：{ $error }
open-failed = 无法打开 { $path }：{ $problem }
app-cache-no-folder = 此处没有已知的用户缓存文件夹。
app-cache-cleared = 已清空指纹缓存：下次扫描将重新读取每个文件。
app-cache-not-cleared = 无法清空缓存：{ $error }
watch-problem = 监视文件夹：{ $problem }
session-marks-unreadable = 无法读取上次会话的标记（{ $path }：{ $reason }）：结果将不带标记显示。
session-scan-unreadable = 无法读取 Doppel 上次关闭时正在进行的扫描（{ $path }：{ $reason }）：请重新扫描以完成它。
session-results-unreadable = 无法读取上次会话的结果（{ $path }：{ $reason }）：Doppel 已在没有这些结果的情况下启动；请重新扫描或打开报告。

## App: empty

empty-opening = 正在打开上次会话的结果…
# A screen reader's name for the spinner.
empty-scanning-name = 正在扫描
empty-scanning = 正在扫描…
empty-resumed = Doppel上次关闭时此扫描正在进行，现已重新开始。
empty-groups-appear = 扫描完成后，分组会显示在这里。
empty-could-not-start = 扫描无法开始
empty-check-folder = 请检查文件夹是否存在、你是否有权读取，然后重新扫描。
empty-scan-again = 重新扫描
empty-welcome = 查找重复文件和相似文档
empty-add-folders = 添加要查找的文件夹，或将文件夹拖到此窗口。
empty-choose-folders = 选择要扫描的文件夹…
empty-ready = 准备扫描
empty-folders-chosen =
    { $count ->
       *[other] 已选择{ $count }个文件夹
    }。在你决定清理之前，Doppel只读取你的文件。
empty-scan = 扫描

## App: folders

folders-heading = 文件夹
folders-unfold = 显示文件夹
folders-fold = 收起文件夹
folders-none = 还没有文件夹。请使用“添加文件夹…”，或将文件夹拖到此窗口。
folders-against = 对照
folders-reference = 参考
folders-remove = 移除
folders-remove-hover = 从列表中移除此文件夹（不会删除任何内容）
folders-reference-help = 参考文件夹存放你的原件：其中的文件绝不会被标记移到回收站或被移到回收站，只在其中的分组不会显示，“仅此处”标签页列出其他文件夹中在其中没有副本的文件。下次扫描时生效。
folders-against-help = 将其他文件夹与此文件夹对照：只显示把此处的文件与其他文件夹中的文件联系起来的分组，绝不显示只在其他文件夹内或只在此文件夹内的副本。其中的文件绝不会被标记移到回收站或被移到回收站，“仅此处”标签页列出其他文件夹中在此处没有副本的文件。下次扫描时生效。

## App: toolbar

toolbar-add-folder = 添加文件夹…
toolbar-add-folder-hover = 选择要扫描的文件夹
toolbar-cancel-scan = 取消扫描
toolbar-scan = 扫描
toolbar-add-folder-first = 请先添加文件夹
toolbar-open-report = 打开报告…
toolbar-open-report-wait = 请等待扫描完成，或取消扫描
toolbar-open-report-hover = 显示由“保存结果…”或`doppel scan --format json`保存的报告（在此处生成，或在服务器或NAS上生成）
toolbar-save-results = 保存结果…
toolbar-save-results-hover = 将屏幕上的分组写成JSON报告，与`doppel scan --format json`相同（供“打开报告…”、`doppel clean`或你自己的脚本使用）
toolbar-save-results-first = 请先扫描或打开报告
toolbar-hidden = 已隐藏…
toolbar-hidden-hover = 你标为“不是重复”而隐藏的内容，以及恢复显示
toolbar-settings = 设置
toolbar-help = 帮助
toolbar-help-hover = 键盘快捷键（F1）

## App: hidden

hidden-title = 标为“不是重复”而隐藏
hidden-nothing = 没有隐藏任何内容。
hidden-nothing-how = 在分组审阅中点“不是重复”，会在现在及以后的扫描中隐藏该分组（或其中一个文件），只要其文件保持不变。
hidden-stays-hidden = 只要文件内容不变，无论移到哪里或如何改名，每一项都保持隐藏；文件被编辑后会自动重新显示。
hidden-when = 隐藏于{ $date }
hidden-bring-back = 恢复显示
hidden-bring-back-hover = 从下次扫描起重新显示（现在就开始一次扫描）
hidden-taken-out = 从其分组中取出，同组文件：
hidden-more = 另有{ $count }个
# A hidden group: how many files, and of which kind.
hidden-group-exact = { $count }个完全相同的副本
hidden-group-documents = { $count }个相似文档
hidden-group-images = { $count }张相似图片
hidden-group-videos = { $count }个相似视频
hidden-group-folders = { $count }个重复或相似的文件夹
# One file hidden, out of a group of this kind.
hidden-member-exact = 完全相同副本中的一个文件
hidden-member-documents = 相似文档中的一个文件
hidden-member-images = 相似图片中的一个文件
hidden-member-videos = 相似视频中的一个文件
hidden-member-folders = 重复或相似文件夹中的一个文件

## App: status

status-from-report = 来自报告{ $name }
status-watching =
    { $folders ->
       *[other] 正在监视{ $folders }个文件夹的变化
    }
# What watching last did: when, from how many changes, in how long ($took: 0.2 s, 3 min 5 s).
status-watching-updated =
    { $folders ->
       *[other] 正在监视{ $folders }个文件夹的变化
    }，已于{ $date }根据{ $changes ->
       *[other] { $changes }处变化
    }更新，用时{ $took }
status-watching-rescanned =
    { $folders ->
       *[other] 正在监视{ $folders }个文件夹的变化
    }，已于{ $date }通过全部重新扫描更新（{ $took }）
# A duration: "42 s", "0.2 s", "3 min 5 s".
status-seconds = { $seconds }秒
status-minutes = { $minutes }分{ $seconds }秒
status-earlier = 另有{ $count }条较早的
status-earlier-hover = 显示本次会话的所有通知
# A screen reader's name for the spinner.
status-updating-name = 正在更新分组
status-updating =
    { $changes ->
       *[other] 正在根据{ $changes }处变化更新分组…
    }
status-updating-phase =
    { $changes ->
       *[other] 正在根据{ $changes }处变化更新分组…
    }（{ $phase }：{ $done }/{ $total }个文件）
# A screen reader's name for the spinner.
status-checking-name = 正在与磁盘核对结果
status-checking-report = 正在显示报告{ $name }，并与磁盘核对其文件…
status-checking-report-count = 正在显示报告{ $name }，并与磁盘核对其文件…（{ $done }/{ $total }）
status-checking-results = 正在显示{ $date }的结果，并与磁盘核对…
status-checking-results-count = 正在显示{ $date }的结果，并与磁盘核对…（{ $done }/{ $total }）
status-resuming = 正在继续被中断的扫描…
status-resuming-for = 正在继续被中断的扫描…（已扫描{ $elapsed }）
status-starting = 正在开始扫描…
status-scanning-for = 已扫描{ $elapsed }
# The scan's progress: its phase, then what it has done so far.
status-progress = { $phase }：{ $detail }
status-progress-folders = { $folders }个文件夹
status-progress-found = { $files }个文件，已找到{ $size }
status-progress-reading = { $done }/{ $total }个文件，{ $size_done }/{ $size_total }（{ $speed }/秒）
status-progress-reading-left = { $done }/{ $total }个文件，{ $size_done }/{ $size_total }（{ $speed }/秒），约剩{ $left }
status-cancel = 取消
status-cancel-hover = 停止，并保留目前找到的分组
status-scan-first = 扫描文件夹以查找重复文件。
status-clean-up = 清理
status-clean-up-files =
    { $files ->
       *[other] 清理：将{ $files }个文件移到回收站
    }（{ $size }）
status-clean-up-folders =
    { $folders ->
       *[other] 清理：将{ $folders }个文件夹移到回收站
    }（{ $size }）
status-clean-up-both =
    清理：将{ $files ->
       *[other] { $files }个文件
    }和{ $folders ->
       *[other] { $folders }个文件夹
    }移到回收站（{ $size }）
status-clean-up-hover = 将标为“回收站”的文件和文件夹移到系统回收站
status-clean-up-counting = 清理：正在计数…
status-clean-up-none = 请先将文件标为“回收站”（Delete键或规则）
status-clean-up-left-alone = 清理：{ $count } 项已标记，但会保留
status-clean-up-left-alone-hover = 标记为回收站的项目现在都不能移走：打开查看各自保留的原因
status-clean-up-some-left-alone = 另有 { $count } 项标记为回收站的将会保留：对话框会说明原因
status-undo = 撤销上次清理
status-undo-hover =
    { $files ->
       *[other] 放回{ $date }的清理移到回收站的{ $files }个文件
    }
status-cleanups = 清理记录…
status-cleanups-hover = 每次记录的清理；任何一次都可恢复

## App: windows

windows-notices = 通知
windows-no-notices = 暂无通知。
windows-cleanups = 清理记录
windows-started = 开始时间
windows-what-it-did = 操作
windows-files = 文件
windows-in-trash = 在回收站中
# A cleanup's start, as the Started column gives it.
windows-date = { $date }
windows-interrupted = { $started }（已中断）
windows-undone = { $started }（已于 { $undone } 撤销）
windows-cleanup-id = 清理{ $id }
windows-restore = 恢复
windows-nothing-left = 已无剩余
windows-unshare = 取消共享克隆
windows-unshare-hover =
    { $clones ->
       *[other] 让{ $clones }个克隆重新拥有自己的数据块，恢复到清理之前：克隆释放的空间将再次被占用。
    }
windows-shortcuts = 键盘快捷键
windows-shortcuts-trash = 标为“回收站”的文件只有在你点击“清理”时才会移到系统回收站。
windows-skipped = 已跳过（{ $count }）
windows-skipped-intro = 这些文件和文件夹未被比较，按原因列出，问题在前：
# A reason files were skipped, and how many.
windows-skipped-reason = { $reason }（{ $count }）
# A file skipped and why, in the engine's words.
windows-path-reason = { $path }：{ $reason }

## App: keep_rules

rules-chooser-all = 按保留规则标记此标签页的每个分组
rules-chooser-one = 按保留规则标记所选分组
rules-chooser-keys = 上下键选择，Enter标记，Esc关闭。
rules-cancel = 取消
rules-decides =
    { $groups ->
       *[other] 此标签页的{ $groups }个分组中，规则可决定{ $decided }个。
    }
rules-fallbacks =
    { $groups ->
       *[other] 有{ $groups }个分组超出条件之外才得以决定（严格规则会不予处理）：
    }
rules-left-alone =
    { $groups ->
       *[other] 有{ $groups }个分组不予处理，其标记保持不变：
    }
# One reason a group was left alone ($why), after a bullet.
rules-left-alone-why =
    { $groups ->
       *[other] { $groups }个分组：{ $why }
    }
rules-mark-nothing = 不会将任何内容标记为移到回收站。
rules-mark-files =
    { $files ->
       *[other] 将把{ $files }个文件标记为移到回收站，清空回收站后释放{ $size }。
    }
rules-mark-folders =
    { $folders ->
       *[other] 将把{ $folders }个文件夹标记为移到回收站，清空回收站后释放{ $size }。
    }
rules-mark-both =
    将把{ $files ->
       *[other] { $files }个文件
    }和{ $folders ->
       *[other] { $folders }个文件夹
    }标记为移到回收站，清空回收站后释放{ $size }。
rules-for-example = 例如
# An example's paths; the spaces line the paths up in a column.
rules-example-keep = 保留    { $path }
rules-example-trash = 回收站  { $path }
rules-example-more = 回收站  另有{ $count }个
rules-nothing-moved = 现在不会移动任何文件：标记只决定清理时会将什么移到回收站。
rules-apply = 应用
rules-heading = 保留规则
rules-intro = 按顺序排列的条件，每个条件用于打破前一个条件的平局；已保存的规则会在标记分组的地方提供。
rules-saved-name = { $name }：
rules-delete = 删除
rules-name = 名称
rules-name-hint = 照片优先
rules-rule = 规则
# $criteria is the rule syntax's list of criteria, which stays as it is typed.
rules-criteria = 条件：{ $criteria }。
# A rule read back as words.
rules-read-back = { $rule }。
rules-save = 保存规则

## App: keyboard

# What each keyboard shortcut does, as the Help window lists it (the README's table stays English).
keyboard-add-folder = 输入路径以添加文件夹
keyboard-scan = 扫描文件夹
keyboard-next-tab = 下一个标签页
keyboard-previous-tab = 上一个标签页
keyboard-next-group = 下一个分组
keyboard-previous-group = 上一个分组
keyboard-first-group = 第一个分组
keyboard-last-group = 最后一个分组
keyboard-page-down = 向下翻一页分组
keyboard-page-up = 向上翻一页分组
keyboard-next-file = 分组中的下一个文件
keyboard-previous-file = 分组中的上一个文件
keyboard-next-change = 比较文本中的下一处变化
keyboard-previous-change = 比较文本中的上一处变化
keyboard-mark-keep = 将所选文件标为“保留”；在对话框中则按下其主按钮
keyboard-mark-trash = 将所选文件标为“回收站”
keyboard-rule-group = 按保留规则标记所选分组
keyboard-rule-tab = 按保留规则标记此标签页的每个分组
keyboard-undo-mark = 撤销上一个标记
keyboard-clean-up = 清理：将标为“回收站”的内容移到回收站（会先询问）
keyboard-undo-cleanup = 撤销上次清理
keyboard-search = 搜索路径
keyboard-open-report = 打开报告
keyboard-save-results = 将结果保存为报告
keyboard-zoom-in = 放大所有内容
keyboard-zoom-out = 缩小所有内容
keyboard-zoom-reset = 正常大小
keyboard-focus = 移动键盘焦点；空格或Enter按下拥有焦点的控件
keyboard-help = 显示或隐藏这些快捷键
keyboard-close = 关闭帮助、对话框或窗口

## App: settings_window

settings-title = 设置
settings-scan-next = 扫描设置将在下次扫描时生效。
settings-scan-again = 当前显示的结果是用其他扫描设置找到的：请重新扫描以应用这些设置（F5）。
settings-cache = 指纹缓存
settings-cache-measuring = 正在计算…
settings-cache-size = 在两次扫描之间记住未更改的文件：{ $size }
settings-cache-clear = 清除
settings-appearance = 外观
settings-high-contrast = 高对比度
settings-high-contrast-hover = 黑底白字（或白底黑字），每个控件都有轮廓
settings-size = 大小
settings-size-hover = 在桌面缩放的基础上：Ctrl + / Ctrl − / Ctrl 0
settings-smaller = 缩小（Ctrl −）
settings-larger = 放大（Ctrl +）
settings-normal-size = 正常大小
settings-documents = 相似文档
settings-similarity = 最低相似度
settings-percent = { $percent }%
settings-similarity-help = 两个文档的措辞须有多少相同才会归为一组。
settings-drop-numbers = 忽略数字
settings-stop-words = 忽略常用词（“the”“of”“und”…）
settings-stop-words-hover = 每个文档所检测语言的停用词
settings-stem = 比较词干（“running”=“runs”）
settings-stem-hover = 按每个文档所检测的语言
settings-images = 相似图片
settings-images-hover = 同一张照片被缩放、重新压缩、稍加裁剪、旋转、镜像或编辑，列在“相似图片”标签页中
settings-how-alike = 相似程度
settings-how-alike-help = 两张图片的感知哈希的64位中可以有多少位不同。较宽松的级别也会把同一场景的不同照片归为一组。
# A step of "how alike" with its distance.
settings-likeness-very-similar = 非常相似（最多{ $distance }/64位）
settings-likeness-similar = 相似（最多{ $distance }/64位）
settings-likeness-alike = 相像（最多{ $distance }/64位）
settings-likeness-loosely-similar = 大致相似（最多{ $distance }/64位）
# $formats lists the image formats compared (JPEG, PNG, …).
settings-find-images = 查找相似图片（{ $formats }）
# A format and what it needs to be read ($needs names a tool or package).
settings-format-needs = { $format }（需要{ $needs }）
settings-formats-off = 在此计算机上未启用：{ $formats }
settings-videos = 相似视频和音乐
settings-find-videos = 查找相似视频（需要ffmpeg）
settings-find-videos-hover = 同一片段被重新编码、缩放、稍加裁剪或剪短，以及较长视频中的片段，列在“相似视频”标签页中。每个视频都要解码，因此首次扫描大量视频需要一些时间。
settings-no-ffmpeg = 无法运行{ $tool }（{ $why }）：请安装ffmpeg（sudo apt-get install ffmpeg）；在此之前，扫描会查找其他所有内容并加以说明。
settings-folders = 文件夹
settings-find-folders = 查找重复和相似的文件夹
settings-find-folders-hover = 全部内容互为副本，或共有大部分文件的文件夹，列在“文件夹”标签页中
settings-same-names = 重复文件夹还必须使用相同的文件名
settings-folders-share = 相似文件夹共有
settings-off = 关
settings-folders-share-hover = 两个文件夹至少须共有多少比例的文件才列为相似（关：仅重复文件夹）
settings-files = 文件
settings-min-size = 忽略小于此大小的文件
settings-bytes =
    { $bytes ->
       *[other] { $bytes }字节
    }
settings-hidden = 包括隐藏的文件和文件夹
settings-follow-links = 跟随符号链接
settings-follow-links-hover = 会发现循环，并将其列为已跳过
settings-one-file-system = 停留在每个文件夹所在的驱动器上（不进入其他挂载点）
settings-include-trash = 包括回收站文件夹中的文件
settings-include-trash-hover = 回收站中的文件（你的、其他用户的、U盘的.Trash-1000、Windows的$RECYCLE.BIN…）除非开启此项，否则不会包括。开启后它们会列在分组中，但保留规则绝不会保留其中的文件，回收站中的副本也绝不算作保留的副本。
settings-rescan = 每隔多久全部重新扫描
settings-minutes = { $minutes }分钟
settings-rescan-hover = 被监视文件夹中的变化会随时更新分组，无需扫描。每隔一段时间的完整扫描能发现未通知的变化：网络文件夹不会发出通知，大量变化也可能超出系统能传递的范围（0 =从不）。
settings-excludes = 跳过匹配的名称或路径（每行一个模式，例如*.tmp）：
settings-cjk-font = 中文、日文和韩文字符：使用{ $font }绘制
settings-cjk-font-partial = 中文字符使用{ $font }绘制，但它缺少部分简体中文字符，这些字符会显示为方框。包含全部字符的字体：sudo apt-get install { $package }
settings-no-cjk-font = 未安装中文字体：其字符显示为方框。可通过以下命令安装：sudo apt-get install { $package }

## Shared: how a compared image was turned (src/i18n/words.rs)

images-turned-to-match = （已{ $turn }以便对齐）
turn-quarter-clockwise = 顺时针旋转 90 度
turn-upside-down = 旋转 180 度
turn-quarter-anticlockwise = 逆时针旋转 90 度
turn-mirrored = 镜像
turn-quarter-clockwise-mirrored = 顺时针旋转 90 度并镜像
turn-upside-down-mirrored = 旋转 180 度并镜像
turn-quarter-anticlockwise-mirrored = 逆时针旋转 90 度并镜像

## App: dialogs

# Files and folders, as the dialogs count them: "3 files", "1 folder", "2 files and 1 folder".
dialogs-files =
    { $files ->
       *[other] { $files }个文件
    }
dialogs-folders =
    { $folders ->
       *[other] { $folders }个文件夹
    }
dialogs-files-and-folders =
    { $files ->
       *[other] { $files }个文件
    }和{ $folders ->
       *[other] { $folders }个文件夹
    }
# A screen reader's name for the spinner.
dialogs-putting-back-name = 正在放回文件
dialogs-putting-back = 正在放回文件…
dialogs-restored =
    { $files ->
       *[other] 已将{ $files }个文件放回原处。
    }
dialogs-unshared =
    { $clones ->
       *[other] 已让{ $clones }个克隆重新拥有自己的数据块。
    }
# Items a restore put back as they are now, changed since they were trashed.
dialogs-came-back-changed = 恢复时已有变化
dialogs-nothing-to-do = 无需操作
dialogs-still-in-trash = 仍在回收站中
dialogs-still-shared = 仍与保留的副本共享数据块
dialogs-close = 关闭
# $reason says why, in the engine's words.
dialogs-nothing-moved = 未移动任何文件：{ $reason }。
dialogs-clean-up = 清理？
# $what counts the files and folders (dialogs-files-and-folders).
dialogs-clean-up-what = 清理{ $what }？
dialogs-stopped = 清理已停止
dialogs-finished = 清理已完成
dialogs-add-folder = 添加文件夹
dialogs-undo-finished = 撤销已完成
dialogs-type-path = 输入要扫描的文件夹路径（~表示你的主文件夹）：
dialogs-folder-path = 文件夹路径
dialogs-add = 添加
dialogs-file-manager = 用文件管理器选择…
dialogs-cancel = 取消
chooser-no-system = 此系统没有可打开的文件选择器（需要带文件选择器的 xdg-desktop-portal 或 zenity），因此 Doppel 显示自己的选择器。
chooser-checking = 正在检查路径…
chooser-type-report = 输入要打开的报告的路径，或在下方选择（~ 表示主文件夹）：
chooser-type-save = 输入保存结果的文件路径（~ 表示主文件夹）：
chooser-title-keep-folder = 保留某文件夹中的副本
chooser-title-open-report = 打开报告
chooser-title-save-results = 保存结果
chooser-use-folder = 使用此文件夹
chooser-open = 打开
chooser-save = 保存
chooser-replace = 替换
chooser-up = 上一级文件夹
chooser-reading = 正在读取文件夹…
chooser-cannot-read = 无法读取此文件夹：{ $problem }
chooser-nothing-here = 这里没有可选择的内容。
chooser-problem-empty = 请先输入路径。
chooser-problem-not-there = 那里什么都没有：请检查路径。
chooser-problem-not-a-folder = 那是文件，不是文件夹。
chooser-problem-not-a-file = 那是文件夹，不是文件。
chooser-problem-no-folder = 要保存到的文件夹不存在。
chooser-problem-exists = 已有同名文件：点“替换”覆盖它，或输入其他名称。
notice-folder-added = 已添加 { $path }。
notice-folder-not-added = 未添加 { $path }：{ $why }
notice-folder-left-out = 已跳过 { $path }：{ $why }。其他文件夹已扫描。
dialogs-progress = { $done }/{ $total }
dialogs-journal = 每个文件在移动前都会记入日志：无论发生什么，这次清理都可以撤销。
dialogs-stop = 停止
# A list of files a cleanup refused, with its title and length.
dialogs-refusals = { $title }（{ $count }）：
dialogs-trash-title = 移到回收站
dialogs-trash-does = 每个副本都会移到系统回收站。之后可以撤销，也可以自己从回收站恢复。
dialogs-trash-confirm = 将{ $what }移到回收站
dialogs-trash-progress = 正在将文件移到回收站…
dialogs-links-title = 替换为硬链接
dialogs-links-does = 每个副本的名称随后指向保留副本的文件，因此每个路径都仍然可用。原件在回收站中等待，直到回收站被清空；“撤销”会将其放回。
dialogs-links-risk = 链接的名称随后共享同一个文件：通过一个名称所做的修改会改变所有名称。
dialogs-links-confirm = 将{ $what }替换为硬链接
dialogs-links-progress = 正在将文件替换为硬链接…
dialogs-clones-title = 替换为克隆
dialogs-clones-does = 每个副本保留其名称、所有者、权限和时间；只有其数据块与保留的副本共享，因此空间立即释放。不会有文件移到回收站，通过一个名称所做的修改只改变该文件。
dialogs-clones-confirm = 将{ $what }替换为克隆
dialogs-clones-progress = 正在将副本变为保留副本的克隆…
dialogs-nothing-trashable = 无法移到回收站：每个已标记的分组都会失去最后一个副本。
dialogs-marked =
    { $count ->
       *[other] { $what }已标为“回收站”，内容共{ $size }（每种方式释放的空间按其在磁盘上占用的数据块计算）。请选择如何处理：
    }
dialogs-companions =
    { $companions ->
       *[other] 移到回收站时，它们会带走{ $companions }个附属文件
    }（{ $size }：其RAW、实况照片视频和附属文件，与照片一起）。硬链接和克隆只替换重复文件，这些文件保留在原处。
dialogs-estimating = 正在查看文件（{ $done }/{ $total }），以确定每种方式能释放多少空间…
dialogs-left-alone-anyway = 无论哪种方式都不处理
dialogs-allow-owner-change = 所有者、权限、扩展属性或 ACL 不同时也处理（名称随后显示保留副本的设置）
dialogs-frees-now = 立即释放{ $size }
dialogs-frees-at-most-now = 立即释放最多{ $size }
dialogs-frees-emptied = 清空回收站后释放{ $size }
dialogs-frees-at-most-emptied = 清空回收站后释放最多{ $size }
dialogs-leaves-everything = 此处无法使用：它会让所有文件保持不变（原因见下文）。
# $reasons: why the file systems cannot share blocks, in the engine's words.
dialogs-no-block-sharing = 此处无法使用：{ $reasons }。
dialogs-other-names =
    { $files ->
       *[other] { $files }个文件在别处还有其他名称，它们的空间仍被占用。
    }
dialogs-already-shared = 其数据块中有{ $size }已被共享（与快照或克隆），将保持不变。
dialogs-sharing-unknown = 当文件系统无法判断哪些数据块被共享时，全部计入。
dialogs-unmeasured =
    { $files ->
       *[other] 文件夹中有{ $files }个文件无法查看，未计入。
    }
# What a way frees on one file system ($fs: its kind, as btrfs; $example: a path on it).
dialogs-per-fs = { $fs }上{ $size }（{ $example }）
dialogs-leaves-alone = 不处理{ $what }
dialogs-cannot-share = { $fs }无法共享数据块
dialogs-no-hard-links = { $fs }不支持硬链接（文件在其中不能有第二个名称）
dialogs-which = 哪些
dialogs-moved = 已将{ $what }（{ $size }）移到回收站。
dialogs-linked = 已将{ $what }替换为指向保留副本的硬链接：每个路径仍打开相同的字节。原件在回收站中。
dialogs-cloned = 已将{ $what }变为保留副本的克隆：每个都保留其名称和字节，现在与保留的副本共享数据块。没有文件移到回收站。
dialogs-comes-back = 清空回收站后将释放{ $size }。
dialogs-comes-back-held = 清空回收站后将释放{ $size }（{ $held }仍被占用：有其他名称的文件保留着它）。
# $why says why, in the engine's words.
# A file and why it was left alone, in the engine's words.
dialogs-path-reason = { $path }：{ $reason }
dialogs-stopped-early = 提前停止：{ $why }。
dialogs-left-in-place = 保留在原处
dialogs-undo = 撤销
dialogs-unshare = 取消共享克隆
dialogs-unshare-hover = 让克隆重新拥有自己的数据块，恢复到清理之前：它们释放的空间将再次被占用。

## App: small words (src/app/mod.rs, settings.rs, model/notices.rs, model/mod.rs)

dialog-cleanup-not-started = 清理无法开始
dialog-nothing-restored = 未恢复任何内容
ago-now = 刚刚
ago-seconds = { $count } 秒前
ago-minutes = { $count } 分钟前
ago-hours = { $count } 小时前
count-files = { $count } 个文件
count-folders = { $count } 个文件夹
count-files-and-folders = { $files } 个文件和 { $folders } 个文件夹
theme-light = 浅色
theme-dark = 深色
theme-system = 跟随系统

## Shared: why a keep rule does not read (src/i18n/words.rs)

rule-error-empty = 规则为空：请至少给出一个条件
rule-error-unknown = “{ $word }”不是有效的条件（可用条件：{ $known }）
rule-error-unknown-similar = “{ $word }”不是有效的条件；您是不是要输入“{ $suggested }”？（可用条件：{ $known }）
rule-error-missing = “{ $word }”的冒号后面需要一个值
rule-error-relative = “{ $place }”不是绝对位置：请以 / 或 ~ 开头
rule-error-glob = “{ $pattern }”不是有效的通配模式：{ $problem }
rule-error-no-home = “~”需要主文件夹，但未设置 HOME

## 相似音乐（引擎中的 music/、“相似音乐”标签页、`doppel scan --music`）。

phase-music = 读取音乐
music-same = { $a } 与 { $b } 是同一录音（共同部分 { $length }，得分 { $score }%）
music-part-of = { $a } 是 { $b } 从 { $b_start } 起的 { $length }（得分 { $score }%）
tag-title = 标题
tag-artist = 艺术家
tag-album = 专辑
tag-track = 音轨
tag-year = 年份
tag-track-number = 第 { $number } 轨
skip-music-unreadable = 无法读取音频：{ $why }
skip-music-timed-out = 读取音频超过 { $seconds } 秒
skip-music-no-sound = 没有可比较的声音（只有静音，或声音不足约 3 秒）
skip-music-not-a-container = 不是音乐文件，而是 ffmpeg 的“{ $format }”格式（从不读取列出其他文件的播放列表或脚本）
skip-heading-music-unreadable = 无法读取的音乐
skip-heading-music-not-a-container = 不是音乐文件（播放列表或脚本）
notice-music-off = 未查找相似音乐：无法运行 { $tool }（{ $why }）；安装 ffmpeg（sudo apt-get install ffmpeg）即可查找
report-music-group = 第 { $number } 组：同一录音的 { $files } 个文件
report-summary-music = { $groups } 组相似音乐。
clean-groups-music = { $count } 组相似音乐
arg-music =
    按声音查找相似音乐（MP3、AAC/M4A、FLAC、Ogg Vorbis、Opus、WAV、AIFF、WMA……）：
    重新编码、混为单声道、音量降低、剪去几秒或补上静音的同一录音，以及较长录音的片段
    （注明位置、时长和得分）。标签只作显示，从不作为分组的理由。默认开启；需要 PATH 中有 ffmpeg
arg-no-music = 不查找相似音乐（否则会解码每个音乐文件）
arg-clean-music =
    也按此规则清理相似音乐的组（同 --keep；音乐另有 highest-bitrate、lossless、
    format:flac；默认关闭）。只有当保留的副本仍在、自扫描以来未变，且包含其全部
    声音时，文件才会移走
criterion-highest-bitrate = 比特率最高的
criterion-lossless = 无损文件
tab-music = 相似音乐
results-none-music = 未找到相似音乐
results-row-music = 同一录音的 { $count } 个文件，共 { $figure }
hidden-group-music = 同一录音的 { $count } 个文件
hidden-member-music = 相似音乐中的一个文件
music-heading = 同一录音的 { $count } 个文件
music-explained = 按声音指纹，它们在较短文件的全长上都吻合：重新编码、音量降低、剪短或补上静音的同一录音，或较长录音的片段。标签从未让它们成组。
music-side-by-side = 第一个文件与所选文件并排对比
music-play = ▶ 播放
music-play-hover = 用桌面的音乐播放器播放
music-differs = ≠ { $label }
music-differs-hover = 两个文件在此处不同
music-length = 时长
music-codec = 编码
music-bitrate = 比特率
music-sound = 声音
music-lossless = { $codec }（无损）
music-channels = { $count } 个声道
music-shared-part = 共同的声音在各文件中的位置
music-shared-in = { $name }：{ $length } 中的 { $start } 到 { $end }
music-joined-through-another = 这两个文件是通过组中另一个文件连在一起的：选择那个文件即可看到各自共有的部分。
settings-find-music = 查找相似音乐（需要 ffmpeg）
settings-find-music-hover = 按声音找到重新编码、混为单声道、音量降低、剪短或补上静音的同一录音，以及较长录音的片段，列在“相似音乐”标签页中。每个音乐文件都要解码，因此首次扫描大型曲库需要一些时间。
music-score = 得分 { $score }%
music-score-hover = 共同声音的接近程度：相同采样为 100%，无关声音约为 0%；低比特率的重新编码得分为 80% 到 95%。
